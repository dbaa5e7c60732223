// `npm run demo`: a fresh embedded database under ./data-demo (wiped on every run), seeded with
// demo accounts and requests through the real API, then the server exactly as `npm start` runs it.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'data-demo');

// The data is wiped only when no other process (an earlier demo still running) holds it.
const { lockDataDir, DataDirInUseError } = await tsImport(
  '../apps/api/src/db/data-dir-lock.ts',
  import.meta.url,
);
if (existsSync(dataDir)) {
  try {
    lockDataDir(dataDir)();
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
// Its data directory is as private as the server's (ADR 029).
const { keepFilesPrivate } = await tsImport(
  '../apps/api/src/lib/private-files.ts',
  import.meta.url,
);
keepFilesPrivate();
// The demo always runs on its own embedded database, never on a configured server.
delete process.env.DATABASE_URL;
delete process.env.FILE_STORE;

// WhatsApp and SMS go to local servers that speak the providers' protocols (docs/design.md §13)
// unless real ones are configured: the whole loop, replies included, shows on their page.
const { loadConfig } = await tsImport('../apps/api/src/config.ts', import.meta.url);
const providers =
  process.env.WHATSAPP_TOKEN || process.env.SMS_AUTH_TOKEN ? null : await startProviders();

async function startProviders() {
  const publicUrl = loadConfig().PUBLIC_URL;
  const { startSinks } = await tsImport('../packages/provider-sinks/src/index.ts', import.meta.url);
  const whatsapp = {
    phoneNumberId: '100200300400',
    token: 'demo-whatsapp',
    appSecret: 'demo-segredo',
  };
  const sms = { accountSid: 'ACdemo0000000000000000000000000000', authToken: 'demo-sms' };
  const sinks = await startSinks({
    whatsapp: { ...whatsapp, webhookUrl: `${publicUrl}/api/webhooks/whatsapp` },
    sms: { ...sms, webhookUrl: `${publicUrl}/api/webhooks/sms` },
    autoDeliver: true,
  });
  Object.assign(process.env, {
    WHATSAPP_API_URL: sinks.whatsapp.apiUrl,
    WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
    WHATSAPP_TOKEN: whatsapp.token,
    WHATSAPP_APP_SECRET: whatsapp.appSecret,
    WHATSAPP_VERIFY_TOKEN: 'demo-verificacao',
    SMS_API_URL: sinks.sms.apiUrl,
    SMS_ACCOUNT_SID: sms.accountSid,
    SMS_AUTH_TOKEN: sms.authToken,
    SMS_FROM: '+5521900000000',
  });
  return sinks;
}

console.log(`Criando os dados de demonstração em ${dataDir}…`);
const { seedDemo, DEMO_PASSWORD } = await tsImport(
  '../apps/api/scripts/demo-seed.ts',
  import.meta.url,
);
const config = loadConfig();
const logins = await seedDemo(config);
ensureWebBuild({ quiet: true });

// The logins come last, right above the server's own lines; the e-mails it writes (one file
// each, see below) are not echoed one by one.
process.env.LOG_LEVEL ??= 'warn';
console.log(`\nContas de demonstração (senha de todas: ${DEMO_PASSWORD}):`);
console.table(
  logins.map((login) => ({
    perfil: login.role,
    nome: login.name,
    'e-mail': login.email,
    '': login.note,
  })),
);
console.log(`Os e-mails enviados ficam em ${path.join(dataDir, 'outbox')} (sem SMTP_URL).`);
if (providers) {
  console.log(`WhatsApp e SMS vão para os provedores locais: ${providers.url}/ (responda por lá).`);
}
console.log(`Abra ${config.PUBLIC_URL}/login\n`);

await import('./start.mjs');
