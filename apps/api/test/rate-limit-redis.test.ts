import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';

// The Redis server of the development and CI machines. Its absence fails this test: a shared
// limit that was never shared must not pass for one.
const REDIS_URL = 'redis://127.0.0.1:6379';
// Every key of this run carries this e-mail's hash, so runs never meet and cleanup is exact.
const email = `limite-${randomUUID()}@exemplo.com.br`;
const emailKey = createHash('sha256').update(email).digest('base64url').slice(0, 22);

let redis: Redis;

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  expect(await redis.ping()).toBe('PONG');
});

afterAll(async () => {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(
      cursor,
      'MATCH',
      `drones-rl-*${emailKey}*`,
      'COUNT',
      1000,
    );
    cursor = next;
    keys.push(...found);
  } while (cursor !== '0');
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('rate limits shared through Redis', () => {
  it('counts the logins of two instances against one limit', async () => {
    const first = await createTestApp({ REDIS_URL });
    const second = await createTestApp({ REDIS_URL });
    const login = (app: typeof first) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'senha-errada' },
      });

    // Ten attempts a minute per address and e-mail: five on each instance use them all up.
    for (let i = 0; i < 5; i += 1) {
      expect((await login(first)).statusCode).toBe(401);
      expect((await login(second)).statusCode).toBe(401);
    }
    for (const app of [first, second]) {
      const refused = await login(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');
    }
    const keys = await redis.keys(`drones-rl-*${emailKey}*`);
    expect(keys.length).toBeGreaterThan(0);
    await first.close();
    await second.close();
  });
});
