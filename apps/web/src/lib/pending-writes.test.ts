import { idempotencyMessages } from '@drones/shared/idempotency';
import { onlineManager } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/test-utils';
import {
  clearPendingWrites,
  flushPendingWrites,
  onWriteOutcome,
  queueWrite,
  startPendingWrites,
  type WriteOutcome,
} from './pending-writes';

const answer = {
  kind: 'invitationAnswer' as const,
  subject: 'convite-1',
  body: { json: { answer: 'accept' as const } },
  messages: { sent: 'Resposta registrada.', refused: 'Não foi possível.' },
  invalidates: [['invitations']],
};

const keysSent = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

describe('writes waiting for the connection', () => {
  it('keeps a write made offline and sends it once, with the same key, when the connection returns', async () => {
    localStorage.setItem('@drones:accessToken', 'token-do-piloto');
    const api = stubApi({ 'POST /api/invitations/convite-1/answer': { status: 200, body: {} } });
    const answers = api.getMockImplementation()!;
    api.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await startPendingWrites('token-do-piloto');
    const outcomes: WriteOutcome[] = [];
    const stop = onWriteOutcome((outcome) => outcomes.push(outcome));

    expect(await queueWrite(answer)).toBe('waiting');
    expect(onlineManager.isOnline()).toBe(false);

    // A reload: the write comes back from IndexedDB and is sent when the browser is online.
    await startPendingWrites('token-do-piloto');
    api.mockImplementation(answers);
    onlineManager.setOnline(true);
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toMatchObject({ sent: true, write: { subject: 'convite-1' } });
    const keys = keysSent(api);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys)).toEqual(new Set([outcomes[0]!.write.key]));

    // Nothing is left to send.
    api.mockClear();
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api).not.toHaveBeenCalled();
    stop();
  });

  it("takes 'already recorded' as sent, and gives up a write the server refuses", async () => {
    localStorage.setItem('@drones:accessToken', 'token-do-piloto');
    await startPendingWrites('token-do-piloto');
    stubApi({
      'POST /api/invitations/convite-1/answer': {
        status: 409,
        body: { message: 'Texto de outra versão.', statusCode: 409, code: 'already_recorded' },
      },
    });
    expect(await queueWrite(answer)).toMatchObject({ sent: true });

    // Another conflict, even worded as 'already recorded', is a refusal: the code decides.
    stubApi({
      'POST /api/invitations/convite-1/answer': {
        status: 409,
        body: { message: idempotencyMessages.recorded, statusCode: 409, code: 'conflict' },
      },
    });
    expect(await queueWrite(answer)).toMatchObject({ sent: false, error: { code: 'conflict' } });

    // A replayed refusal (the key's first answer, kept by the server) is given up too.
    stubApi({
      'POST /api/invitations/convite-1/answer': {
        status: 409,
        body: {
          message: 'Esta solicitação já foi finalizada.',
          statusCode: 409,
          code: 'conflict',
        },
      },
    });
    const refused = await queueWrite(answer);
    expect(refused).toMatchObject({ sent: false, error: { statusCode: 409, code: 'conflict' } });

    // Neither stays behind for the next session start.
    const api = stubApi({});
    await startPendingWrites('token-do-piloto');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api).not.toHaveBeenCalled();
  });

  it('waits while its first attempt still runs, then takes the replayed answer as sent', async () => {
    localStorage.setItem('@drones:accessToken', 'token-do-piloto');
    await startPendingWrites('token-do-piloto');
    stubApi({
      'POST /api/invitations/convite-1/answer': {
        status: 409,
        body: {
          message: idempotencyMessages.running,
          statusCode: 409,
          code: 'idempotency_in_progress',
        },
      },
    });
    expect(await queueWrite(answer)).toBe('waiting');

    const outcomes: WriteOutcome[] = [];
    const stop = onWriteOutcome((outcome) => outcomes.push(outcome));
    // The server replays the first attempt's answer to the same key.
    stubApi({
      'POST /api/invitations/convite-1/answer': {
        status: 200,
        body: { id: 'convite-1', status: 'accepted' },
      },
    });
    await flushPendingWrites();
    expect(outcomes).toEqual([
      expect.objectContaining({ sent: true, answer: { id: 'convite-1', status: 'accepted' } }),
    ]);
    stop();
    // The retry it scheduled while waiting goes with the session.
    await clearPendingWrites();
  });
});
