import * as invitationsApi from '@drones/shared/endpoints/invitations';
import * as missionReportsApi from '@drones/shared/endpoints/mission-reports';
import type { AnswerInvitationInput } from '@drones/shared/invitations';
import { onlineManager, type QueryKey } from '@tanstack/react-query';
import { createStore, del, entries, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { ApiError, apiUpload, call, isUnreachable } from './api-client';
import { sessionKey } from './session-key';

// Writes made in the field (docs/design.md §10): answering an invitation, filing a mission report with
// its documents. Each is kept in IndexedDB before it is sent, with the Idempotency-Key it keeps
// for every attempt, and sent again whenever the connection returns until the server has it:
// the server does it once, however many times it arrives (docs/design.md §11).

/**
 * What is written, which gives its call: the pilot's answer to the invitation `subject` (JSON),
 * or the mission report of the request `subject` (a multipart form's fields and files in order).
 */
type Write =
  | { kind: 'invitationAnswer'; body: { json: Pick<AnswerInvitationInput, 'answer'> } }
  | { kind: 'missionReport'; body: { form: [string, string | File][] } };

interface WriteDetails {
  /** What it is about: the invitation answered, the request reported. */
  subject: string;
  /** What the user is told when it was sent after waiting, or refused. */
  messages: { sent: string; refused: string };
  /** The answers to read again once it is sent. */
  invalidates: QueryKey[];
}

export type PendingWrite = Write &
  WriteDetails & {
    /** The Idempotency-Key of every attempt. */
    key: string;
    session: string;
    queuedAt: number;
  };

export type WriteOutcome =
  | { write: PendingWrite; sent: true; answer: unknown }
  | { write: PendingWrite; sent: false; error: ApiError };

/** How long a write waits after the server asked it to (busy, or its first attempt running). */
const RETRY_AFTER_MS = 15_000;

const store = () => createStore('drones-pending-writes', 'writes');

let session: string | null = null;
let pending: PendingWrite[] = [];
const listeners = new Set<() => void>();
const outcomeListeners = new Set<(outcome: WriteOutcome) => void>();
let flushing: Promise<void> | null = null;
let flushAgain = false;
let retry: ReturnType<typeof setTimeout> | undefined;

function update(next: PendingWrite[]) {
  pending = next;
  listeners.forEach((listener) => listener());
}

async function forget(write: PendingWrite) {
  update(pending.filter((other) => other.key !== write.key));
  await del(write.key, store()).catch(() => {});
}

function send(write: PendingWrite, onProgress?: (fraction: number) => void) {
  if (write.kind === 'invitationAnswer') {
    return call(invitationsApi.answerInvitation, {
      params: { id: write.subject },
      body: write.body.json,
      idempotencyKey: write.key,
    });
  }
  const form = new FormData();
  for (const [name, value] of write.body.form) form.append(name, value);
  return apiUpload(missionReportsApi.createMissionReport, {
    body: form,
    onProgress,
    idempotencyKey: write.key,
  });
}

/** Tries one write: its outcome, or null when it must wait (no server, busy, still running). */
async function attempt(
  write: PendingWrite,
  onProgress?: (fraction: number) => void,
): Promise<WriteOutcome | null> {
  try {
    return { write, sent: true, answer: await send(write, onProgress) };
  } catch (error) {
    if (!(error instanceof ApiError) || isUnreachable(error)) return null;
    if (error.code === 'already_recorded') {
      // An earlier attempt got through; only its answer was lost.
      return { write, sent: true, answer: undefined };
    }
    // Not there for now (a proxy without the app, the database down), or asked to wait.
    const busy =
      [429, 502, 503, 504].includes(error.statusCode) || error.code === 'idempotency_in_progress';
    if (busy) {
      clearTimeout(retry);
      retry = setTimeout(() => void flushPendingWrites(), RETRY_AFTER_MS);
      return null;
    }
    return { write, sent: false, error };
  }
}

async function settle(outcome: WriteOutcome) {
  await forget(outcome.write);
  outcomeListeners.forEach((listener) => listener(outcome));
}

async function sendWaiting() {
  for (const write of [...pending]) {
    if (write.session !== session) continue;
    const outcome = await attempt(write);
    if (!outcome) return;
    await settle(outcome);
  }
}

/**
 * Sends the session's waiting writes in the order they were made, until one must wait. One pass
 * at a time; a call during a pass starts another after it (the connection may have just come
 * back while the pass was failing).
 */
export function flushPendingWrites(): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  flushing = sendWaiting().finally(() => {
    flushing = null;
    if (flushAgain) {
      flushAgain = false;
      void flushPendingWrites();
    }
  });
  return flushing;
}

onlineManager.subscribe((online) => {
  if (online) void flushPendingWrites();
});

/** A session began on this device: its waiting writes are loaded and sent. */
export async function startPendingWrites(token: string) {
  session = await sessionKey(token);
  try {
    const saved = (await entries<string, PendingWrite>(store())).map(([, write]) => write);
    update(
      saved.filter((write) => write.session === session).sort((a, b) => a.queuedAt - b.queuedAt),
    );
  } catch {
    update([]);
  }
  void flushPendingWrites();
}

/** Signing out: the session's waiting writes are given up. */
export async function clearPendingWrites() {
  const given = pending;
  session = null;
  clearTimeout(retry);
  update([]);
  await Promise.all(given.map((write) => del(write.key, store()).catch(() => {})));
}

/**
 * Keeps the write and sends it now: its outcome when the server answered, or 'waiting' when it
 * waits for the connection (its outcome then reaches `onWriteOutcome`). A write that cannot even
 * be kept on this device is sent once, as before. Its key is a new one unless the form gives its
 * own (the same write sent again from the form).
 */
export async function queueWrite(
  write: Write & WriteDetails & { key?: string },
  onProgress?: (fraction: number) => void,
): Promise<WriteOutcome | 'waiting'> {
  if (!session) throw new ApiError('Sessão encerrada.', 401, 'unauthorized');
  const queued: PendingWrite = {
    ...write,
    key: write.key ?? crypto.randomUUID(),
    session,
    queuedAt: Date.now(),
  };
  await set(queued.key, queued, store()).catch(() => {});
  update([...pending, queued]);
  await flushing;
  const outcome = await attempt(queued, onProgress);
  if (!outcome) return 'waiting';
  await forget(outcome.write);
  return outcome;
}

/** Told the outcome of every write sent after it had to wait. */
export function onWriteOutcome(listener: (outcome: WriteOutcome) => void): () => void {
  outcomeListeners.add(listener);
  return () => outcomeListeners.delete(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session's writes still waiting for the connection. */
export function usePendingWrites(): PendingWrite[] {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => pending,
  );
}
