import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../src/logger';
import { createTestApp, testConfig } from './helpers/test-app';

describe('logging', () => {
  it('masks reset tokens and file signatures in URLs', () => {
    expect(
      redactUrl('/api/users/resetPassword/0190a000-0000-7000-8000-000000000000/abcDEF_-123'),
    ).toBe('/api/users/resetPassword/0190a000-0000-7000-8000-000000000000/[redacted]');
    expect(redactUrl('/api/files/abc?exp=123&sig=segredo')).toBe(
      '/api/files/abc?exp=123&sig=[redacted]',
    );
    expect(redactUrl('GET /Convite/abc/tok3n?x=1 and /api/invitations/abc?a=1&%74oken=tok3n')).toBe(
      'GET /Convite/abc/[redacted]?x=1 and /api/invitations/abc?a=1&%74oken=[redacted]',
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
    const app = Fastify({ logger: loggerOptions('info', stream) });
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

describe('the log of a running app', () => {
  function webDist() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'drones-dist-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>SPA</title>');
    return dir;
  }

  it('names no invitation token, reset token or link signature, SPA routes and errors included', async () => {
    const lines: string[] = [];
    const app = await createTestApp(
      {},
      {
        config: testConfig({ LOG_LEVEL: 'info', WEB_DIST: webDist() }),
        logStream: { write: (line: string) => void lines.push(line) },
      },
    );
    // A failure whose message quotes the address it was asked for.
    app.get('/test/falha', async (request) => {
      throw new Error(`falhou em ${request.url}`);
    });
    const id = '0190a000-0000-7000-8000-000000000001';
    const secrets = Array.from({ length: 8 }, (_, i) => `Segredo${i}_${'x'.repeat(30)}-${i}`);
    const urls = [
      `/convite/${id}/${secrets[0]}`,
      `/CONVITE/${id}/${secrets[1]}?origem=email`,
      `/api/invitations/${id}?token=${secrets[2]}`,
      `/api/invitations/${id}/answer?status=accepted&token=${secrets[3]}`,
      `/resetPassword/${id}/${secrets[4]}`,
      `/api/users/resetPassword/${id}/${secrets[5]}`,
      `/api/files/${id}?s=${id}&exp=1&sig=${secrets[6]}`,
      `/test/falha?token=${secrets[7]}`,
    ];
    for (const url of urls) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBeGreaterThan(0);
    }
    const log = lines.join('');
    expect(log).toContain(`/convite/${id}/[redacted]`);
    expect(log).toContain(`/api/invitations/${id}?token=[redacted]`);
    expect(log).toContain('"route":"/api/invitations/:id"');
    expect(log).toContain('falhou em /test/falha?token=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
