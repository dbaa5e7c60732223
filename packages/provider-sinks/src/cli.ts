// Starts the sinks for the demo from the environment, delivering each message by itself.
import { startSinks } from './index.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`provider-sinks: defina ${name}`);
    process.exit(1);
  }
  return value;
}

const sinks = await startSinks({
  port: Number(process.env.SINKS_PORT ?? 0),
  whatsapp: {
    phoneNumberId: required('WHATSAPP_PHONE_NUMBER_ID'),
    token: required('WHATSAPP_TOKEN'),
    appSecret: required('WHATSAPP_APP_SECRET'),
    webhookUrl: process.env.WHATSAPP_WEBHOOK_URL,
  },
  sms: {
    accountSid: required('SMS_ACCOUNT_SID'),
    authToken: required('SMS_AUTH_TOKEN'),
    webhookUrl: process.env.SMS_WEBHOOK_URL,
    signatureUrl: process.env.SMS_SIGNATURE_URL,
  },
  autoDeliver: true,
});

console.log(`Provedores locais: ${sinks.url}/`);
console.log(`  WHATSAPP_API_URL=${sinks.whatsapp.apiUrl}`);
console.log(`  SMS_API_URL=${sinks.sms.apiUrl}`);
console.log(`  push: endereços ${sinks.url}/push/…`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void sinks.close().then(() => process.exit(0));
  });
