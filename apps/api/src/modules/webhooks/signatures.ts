import { createHmac, timingSafeEqual } from 'node:crypto';

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** WhatsApp's `X-Hub-Signature-256`: 'sha256=' and the HMAC-SHA256 of the raw body, in hex. */
export function validWhatsAppSignature(raw: Buffer, header: unknown, appSecret: string): boolean {
  if (typeof header !== 'string') return false;
  const expected = `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
  return same(header, expected);
}

/**
 * Twilio's `X-Twilio-Signature`: the base64 HMAC-SHA1, keyed by the auth token, of the URL it
 * posted to followed by each parameter's name and value, in the names' order.
 */
export function twilioSignature(url: string, params: URLSearchParams, authToken: string): string {
  const names = [...new Set(params.keys())].sort();
  const data = names.reduce(
    (text, name) =>
      text +
      params
        .getAll(name)
        .map((value) => name + value)
        .join(''),
    url,
  );
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function validTwilioSignature(
  url: string,
  params: URLSearchParams,
  header: unknown,
  authToken: string,
): boolean {
  return typeof header === 'string' && same(header, twilioSignature(url, params, authToken));
}
