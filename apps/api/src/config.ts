import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The OpenStreetMap tile server, whose attribution the web shows with its tiles. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The origin a tile URL template loads images from, for the CSP's img-src: a `{s}` subdomain
 * becomes a wildcard ('https://{s}.tile.example.org/…' → 'https://*.tile.example.org').
 */
export function tileOrigin(template: string): string {
  const url = new URL(template.replaceAll('{s}', 'x-subdomain'));
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
  return url.origin.replace('x-subdomain', '*');
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3333),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Drones Voluntários <nao-responda@dronesvoluntarios.org.br>'),
  FILE_STORE: z.enum(['disk', 'postgres']).default('disk'),
  // Signs file URLs and device tokens; when unset a random one is kept in DATA_DIR/files-secret.
  // Set it when several instances serve the same files.
  FILES_SECRET: z.string().min(32).optional(),
  // What one account may keep (docs/design.md §9); tests lower them.
  FILE_QUOTA_MB: z.coerce.number().positive().default(500),
  FILE_QUOTA_FILES: z.coerce.number().int().positive().default(300),
  DRIVER_FORM_QUOTA: z.coerce.number().int().positive().default(20),
  GOVERNMENT_APPROVAL: z.enum(['admin', 'auto']).default('admin'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // Multiplies every rate limit (tests and benchmarks raise them); limits are never switched off.
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).default(1),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  // Behind a reverse proxy: how many hops of X-Forwarded-For to trust (0 = none, the default).
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  // Who may read /api/docs: anyone, or signed-in admins (the default in production).
  API_DOCS: z.enum(['public', 'admin']).optional(),
  // Leaflet's tile URL template for the web's maps ({z}/{x}/{y}, optionally {s}).
  MAP_TILE_URL: z
    .string()
    .default(DEFAULT_MAP_TILE_URL)
    .refine((value) => {
      try {
        tileOrigin(value);
        return /\{z\}/.test(value) && /\{x\}/.test(value) && /\{y\}/.test(value);
      } catch {
        return false;
      }
    }, 'an http(s) URL template with {z}, {x} and {y}'),
  // The length in seconds of the automatic call-out's "minute" (tests shorten it).
  CALLOUT_MINUTE_SECONDS: z.coerce.number().positive().default(60),
  // Reaching pilots (docs/design.md §13). Push works with no setup: without a VAPID pair one is
  // made at first start and kept in the database. WhatsApp and SMS are off until configured.
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'a mailto: or https: URL')
    .default('mailto:nao-responda@dronesvoluntarios.org.br'),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_APP_SECRET: z.string().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  WHATSAPP_TEMPLATE: z.string().default('convocacao_droneiro'),
  SMS_API_URL: z.url().default('https://api.twilio.com'),
  SMS_ACCOUNT_SID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  // Minutes an unanswered invitation waits before WhatsApp (twice as many before SMS).
  CHANNEL_STEP_MINUTES: z.coerce.number().positive().default(5),
  // How long requests in flight get to finish after SIGTERM/SIGINT before their sockets are cut.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(25_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'API_DOCS'> & {
  PUBLIC_URL: string;
  API_DOCS: 'public' | 'admin';
};

/** Parses the environment once; this is the only module that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuração inválida: ${details}`);
  }
  const config = parsed.data;
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    throw new Error('Configuração inválida: VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY vão juntas');
  }
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    API_DOCS: config.API_DOCS ?? (config.NODE_ENV === 'production' ? 'admin' : 'public'),
  };
}
