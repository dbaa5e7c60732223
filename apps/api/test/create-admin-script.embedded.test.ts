import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';
import { migratedDataDir } from './helpers/pglite-template';
import { createTestApp, SLOW_MS, testConfig } from './helpers/test-app';

const root = path.resolve(import.meta.dirname, '../../..');

function createAdmin(dataDir: string, args: string[], input?: string) {
  return spawnSync('npm', ['run', '--silent', 'create-admin', '--', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    input,
  });
}

describe('npm run create-admin', () => {
  it(
    'creates an admin who can sign in, and refuses invalid input',
    async () => {
      const dataDir = await migratedDataDir('drones-admin-');
      const created = createAdmin(dataDir, [
        '--email',
        'Chefe@Exemplo.com.br',
        '--password',
        'senha-do-chefe',
        '--name',
        'Chefe da Defesa',
      ]);
      expect(created.stderr).toBe('');
      expect(created.status).toBe(0);
      expect(created.stdout).toContain(
        'Administrador criado: Chefe da Defesa <chefe@exemplo.com.br>.',
      );

      // Without --password it is read from stdin, never from the command line.
      const second = createAdmin(
        dataDir,
        ['--email', 'adjunto@exemplo.com.br', '--name', 'Adjunto'],
        'senha-do-adjunto\n',
      );
      expect(second.stderr).toBe('');
      expect(second.status).toBe(0);

      const invalid = createAdmin(dataDir, [
        '--email',
        'chefe',
        '--password',
        '123',
        '--name',
        'X',
      ]);
      expect(invalid.status).toBe(1);
      expect(invalid.stderr).toContain('--email: Informe um e-mail válido');
      expect(invalid.stderr).toContain('--password: Mínimo de 6 caracteres');

      const weak = createAdmin(dataDir, [
        '--email',
        'fraca@exemplo.com.br',
        '--password',
        'senha123',
        '--name',
        'Fraca',
      ]);
      expect(weak.status).toBe(1);
      expect(weak.stderr).toContain('--password: Senha muito fraca');

      const database = await openPglite(dataDir);
      try {
        const app = await createTestApp(
          {},
          { config: testConfig({ DATA_DIR: dataDir }), database },
        );
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'chefe@exemplo.com.br', password: 'senha-do-chefe' },
        });
        expect(login.statusCode).toBe(200);
        expect(login.json().user).toMatchObject({
          role: 'ADMIN',
          cpf: null,
          birthDate: null,
          phone: null,
        });
        const pending = await app.inject({
          url: '/api/users?role=GOVERNMENT&status=pending',
          headers: { authorization: `Bearer ${login.json().accessToken}` },
        });
        expect(pending.statusCode).toBe(200);
        const adjunto = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'adjunto@exemplo.com.br', password: 'senha-do-adjunto' },
        });
        expect(adjunto.json().user).toMatchObject({ role: 'ADMIN' });
        await app.close();
      } finally {
        await database.close();
      }
    },
    SLOW_MS,
  );
});
