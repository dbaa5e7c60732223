import { PROVIDER_TIMEOUT_MS, providerFailure, type Sender } from './sender';

export interface WhatsAppOptions {
  apiUrl: string;
  phoneNumberId: string;
  token: string;
}

/**
 * WhatsApp Business Cloud API: the row's payload is the message (a template with its quick-reply
 * buttons, or a text inside the 24-hour window), sent to `row.to`.
 */
export function whatsappSender(opts: WhatsAppOptions): Sender {
  const url = `${opts.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(opts.phoneNumberId)}/messages`;
  return {
    async send(row) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', to: row.to, ...row.payload }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (!response.ok) throw await providerFailure('WhatsApp', response);
      const answer = (await response.json()) as { messages?: { id?: string }[] };
      return answer.messages?.[0]?.id ?? null;
    },
  };
}
