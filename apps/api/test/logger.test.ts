import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../src/logger';

describe('logging', () => {
  it('masks reset tokens and file signatures in URLs', () => {
    expect(
      redactUrl('/api/users/resetPassword/0190a000-0000-7000-8000-000000000000/abcDEF_-123'),
    ).toBe('/api/users/resetPassword/0190a000-0000-7000-8000-000000000000/[redacted]');
    expect(redactUrl('/api/files/abc?exp=123&sig=segredo')).toBe(
      '/api/files/abc?exp=123&sig=[redacted]',
    );
    expect(redactUrl('/api/users?limit=5')).toBe('/api/users?limit=5');
  });

  it('never writes tokens, passwords or CPFs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info') as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.patch('/api/users/resetPassword/:userId/:token', async (request) => {
      request.log.info({ body: request.body }, 'received');
      return { ok: true };
    });
    await app.inject({
      method: 'PATCH',
      url: '/api/users/resetPassword/u1/token-secreto?sig=assinatura-secreta',
      headers: { authorization: 'Bearer sessao-secreta' },
      payload: { password: 'senha-secreta', cpf: '52998224725', token: 'outro-token' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/users/resetPassword/u1/[redacted]');
    for (const secret of [
      'token-secreto',
      'assinatura-secreta',
      'sessao-secreta',
      'senha-secreta',
      '52998224725',
      'outro-token',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
