import { PROVIDER_TIMEOUT_MS, providerFailure, type Sender } from './sender';

export interface SmsOptions {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  /** Where the provider posts the message's statuses (PUBLIC_URL/api/webhooks/sms). */
  statusCallback: string;
}

/** A Twilio-compatible REST API: the row's text to `row.to`, statuses to our webhook. */
export function smsSender(opts: SmsOptions): Sender {
  const sid = encodeURIComponent(opts.accountSid);
  const url = `${opts.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${sid}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  return {
    async send(row) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          To: row.to,
          From: opts.from,
          Body: row.text,
          StatusCallback: opts.statusCallback,
        }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (!response.ok) throw await providerFailure('SMS', response);
      const answer = (await response.json()) as { sid?: string };
      return answer.sid ?? null;
    },
  };
}
