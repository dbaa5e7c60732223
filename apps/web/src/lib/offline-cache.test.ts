import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { communicationQueries, invitationQueries } from '@/entities/invitation/invitation-queries';
import { pilotQueries } from '@/entities/pilot/pilot-queries';
import { solicitationQueries } from '@/entities/solicitation/solicitation-api';
import { clearOfflineCache, isKept, startOfflineCache } from './offline-cache';
import { sessionQueries } from './session';

const REQUEST_ID = '0190a5b2-0000-7000-8000-000000000001';
const USER = sessionQueries.currentUser().queryKey;
const INBOX = invitationQueries.pending().queryKey;
const OPENED = solicitationQueries.detail(REQUEST_ID).queryKey;
const LIST = solicitationQueries.list({ status: 'open' }).queryKey;

/** Puts answers in a fresh client, started for `token`, and waits until they are saved. */
async function saveAs(token: string, answers: [QueryKey, unknown][]) {
  const client = new QueryClient();
  const stop = await startOfflineCache(client, token);
  for (const [key, data] of answers) client.setQueryData(key, data);
  await new Promise((resolve) => setTimeout(resolve, 700));
  stop();
}

async function restoredFor(token: string) {
  const client = new QueryClient();
  (await startOfflineCache(client, token))();
  return client;
}

describe('offline cache', () => {
  it('keeps the user, the inbox, communications, the lists of requests and the requests opened', () => {
    expect(isKept(USER)).toBe(true);
    expect(isKept(INBOX)).toBe(true);
    expect(isKept(communicationQueries.list().queryKey)).toBe(true);
    expect(isKept(OPENED)).toBe(true);
    expect(isKept(LIST)).toBe(true);
    expect(isKept(solicitationQueries.roster(REQUEST_ID).queryKey)).toBe(false);
    expect(isKept(solicitationQueries.matches(REQUEST_ID).queryKey)).toBe(false);
    expect(isKept(pilotQueries.directory({}).queryKey)).toBe(false);
  });

  it('gives the saved answers back to the same session only', async () => {
    await saveAs('token-da-maria', [
      [USER, { name: 'Maria' }],
      [INBOX, { pages: [{ items: ['convite'] }], pageParams: [null] }],
      [OPENED, { name: 'Enchente no centro' }],
      [LIST, { pages: [] }],
    ]);

    const same = await restoredFor('token-da-maria');
    expect(same.getQueryData(USER)).toEqual({ name: 'Maria' });
    expect(same.getQueryData(INBOX)).toEqual({
      pages: [{ items: ['convite'] }],
      pageParams: [null],
    });
    expect(same.getQueryData(OPENED)).toEqual({ name: 'Enchente no centro' });
    expect(same.getQueryData(LIST)).toEqual({ pages: [] });

    // Another session finds nothing, and the first one's answers are gone for good.
    expect((await restoredFor('token-do-joao')).getQueryData(USER)).toBeUndefined();
    expect((await restoredFor('token-da-maria')).getQueryData(USER)).toBeUndefined();
  });

  it('forgets everything at sign-out', async () => {
    await saveAs('token-da-maria', [[USER, { name: 'Maria' }]]);
    await clearOfflineCache();
    expect((await restoredFor('token-da-maria')).getQueryData(USER)).toBeUndefined();
  });
});
