import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../../lib/http-error';

/** Named limits of the public routes that need their own (docs/decisions/006-accounts.md). */
export type LimitName =
  'login' | 'signUp' | 'forgotPassword' | 'resetPassword' | 'probe' | 'broadcast' | 'webhook';

declare module 'fastify' {
  interface FastifyContextConfig {
    limit?: LimitName;
  }
}

interface Rule {
  max: number;
  windowMs: number;
  key(request: FastifyRequest): string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function ip(request: FastifyRequest): string {
  return request.ip;
}

/** The e-mail of the body, hashed so keys (in Redis too) hold no address. */
function email(request: FastifyRequest): string {
  const value = (request.body as { email?: unknown } | undefined)?.email;
  const normalised = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return createHash('sha256').update(normalised).digest('base64url').slice(0, 22);
}

function user(request: FastifyRequest): string {
  return request.user?.id ?? ip(request);
}

const rules: Record<LimitName | 'read' | 'write', Rule[]> = {
  // The hourly lock counts per e-mail and address, so a stranger cannot lock an account out, and
  // one address takes at most 30 a minute whatever the e-mails. The cap of 100 failed logins an
  // hour across all addresses, which the owner's devices pass, is the login's own (ADR 028).
  login: [
    { max: 10, windowMs: MINUTE, key: (r) => `${ip(r)}|${email(r)}` },
    { max: 20, windowMs: HOUR, key: (r) => `${ip(r)}|${email(r)}` },
    { max: 30, windowMs: MINUTE, key: ip },
  ],
  // A training room shares one address, hence a generous number.
  signUp: [{ max: 30, windowMs: HOUR, key: ip }],
  forgotPassword: [
    { max: 3, windowMs: 15 * MINUTE, key: email },
    // Stops one address from mailing many people.
    { max: 30, windowMs: 15 * MINUTE, key: ip },
  ],
  // Tokens are 256-bit, so this only caps the work one address can ask for.
  resetPassword: [{ max: 30, windowMs: 15 * MINUTE, key: ip }],
  // Health probes and monitors poll often from one address; this only stops a flood.
  probe: [{ max: 6000, windowMs: MINUTE, key: ip }],
  // A provider's webhooks come from few addresses in bursts (docs/design.md §13).
  webhook: [{ max: 600, windowMs: MINUTE, key: ip }],
  // A communication e-mails every pilot.
  broadcast: [{ max: 10, windowMs: HOUR, key: user }],
  read: [{ max: 1000, windowMs: MINUTE, key: user }],
  write: [{ max: 100, windowMs: MINUTE, key: user }],
};

/**
 * Rate limits: the named limits of login, sign-up and password recovery, and per-user (or, when
 * signed out, per-address) limits on every other route (reads and writes apart). They run after authentication and body
 * validation, so they can key on the user and the e-mail. REDIS_URL shares the counters between
 * instances; `multiplier` raises every limit (tests, benchmarks) but never removes one.
 */
export default fp(
  async (app: FastifyInstance, opts: { redisUrl: string | undefined; multiplier: number }) => {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));

    await app.register(rateLimit, {
      global: false,
      // A Redis outage must not take the API down with it.
      skipOnError: true,
      nameSpace: 'drones-rl-',
      ...(redis ? { redis } : {}),
    });

    const limiters = Object.fromEntries(
      Object.entries(rules).map(([name, list]) => [
        name,
        list.map((rule, index) =>
          app.createRateLimit({
            max: Math.floor(rule.max * opts.multiplier),
            timeWindow: rule.windowMs,
            keyGenerator: (request) => `${name}:${index}:${rule.key(request)}`,
          }),
        ),
      ]),
    ) as Record<keyof typeof rules, ReturnType<FastifyInstance['createRateLimit']>[]>;

    app.addHook('preHandler', async (request, reply) => {
      const config = request.routeOptions.config;
      // Unknown paths (the not-found handler) carry no rule and answer 404 on their own.
      if (!config.access) return;
      // Anonymous reads (counters, health, signed files) count per address like a user's reads.
      const name =
        config.limit ?? (request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write');
      for (const limiter of limiters[name]) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new HttpError(429);
        }
      }
    });
  },
  { name: 'rate-limit' },
);
