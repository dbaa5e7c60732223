import type { Channel } from '@drones/shared/channels';

/** A queued message as the outbox hands it to its channel's sender. */
export interface OutboxRow {
  id: string;
  channel: Channel;
  /** The e-mail, the E.164 phone, or for push the user whose browsers get it. */
  to: string;
  subject: string;
  text: string;
  html: string | null;
  payload: Record<string, unknown> | null;
  attempts: number;
}

export interface Sender {
  /**
   * Sends the row and answers the provider's id of the message (its webhooks name it), or null.
   * A throw is retried with backoff; an `Undeliverable` fails the row at once.
   */
  send(row: OutboxRow): Promise<string | null>;
  /** Deletes copies of sent messages older than `days` (only a sender that keeps copies has it). */
  purge?(days: number): Promise<void>;
  close?(): void;
}

/** A refusal no retry can change: a wrong number, no subscribed browser, a rejected template. */
export class Undeliverable extends Error {}

/** A provider's HTTP answer: a client error is final, anything else (5xx, 429) is retried. */
export async function providerFailure(provider: string, response: Response): Promise<Error> {
  const detail = (await response.text().catch(() => '')).slice(0, 300);
  const message = `${provider} answered ${response.status}: ${detail}`;
  return response.status >= 400 && response.status < 500 && response.status !== 429
    ? new Undeliverable(message)
    : new Error(message);
}

/** How long a provider gets to answer one send. */
export const PROVIDER_TIMEOUT_MS = 10_000;
