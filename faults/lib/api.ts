import { randomInt } from 'node:crypto';
import { withCheckDigits } from '@drones/shared/cpf';

/** One HTTP call as the campaign saw it; status 0 when no answer came (reset, refused, timeout). */
export interface Answer {
  started: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  body: unknown;
  error?: string;
}

export interface Session {
  id: string;
  email: string;
  password: string;
  auth: { authorization: string };
}

// Strong enough for the sign-up's check, and free of the account's name, e-mail and CPF.
const PASSWORD = 'campanha-de-falhas-noturna';
let sequence = 0;

/** Calls the API and never throws: a lost answer is a row too. */
export async function call(
  url: string,
  init: RequestInit = {},
  timeoutMs = 60_000,
): Promise<Answer> {
  const started = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the report.
    }
    const retryAfter = res.headers.get('retry-after');
    return { started, ms: Date.now() - started, status: res.status, retryAfter, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const message = cause ?? (error instanceof Error ? error.name : String(error));
    return {
      started,
      ms: Date.now() - started,
      status: 0,
      retryAfter: null,
      body: null,
      error: message,
    };
  }
}

function json(body: unknown, auth?: Session['auth']): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify(body),
  };
}

/** A call as `session`, with `body` as JSON when given. */
export function callAs(
  session: Session,
  method: string,
  url: string,
  body?: unknown,
): Promise<Answer> {
  const init = body === undefined ? { headers: session.auth } : json(body, session.auth);
  return call(url, { ...init, method });
}

export const is2xx = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** The session a sign-up or login answered. */
function sessionOf(what: string, answer: Answer, email: string, password: string): Session {
  if (!is2xx(answer)) {
    throw new Error(`${what}: ${answer.status || answer.error} ${JSON.stringify(answer.body)}`);
  }
  const { accessToken, user } = answer.body as { accessToken: string; user: { id: string } };
  return { id: user.id, email, password, auth: { authorization: `Bearer ${accessToken}` } };
}

/**
 * A new account (POST /api/users); civil defence is approved at once (GOVERNMENT_APPROVAL=auto).
 * Pilots reached by WhatsApp or SMS need a `phone` of their own: replies are matched by phone.
 */
export async function signUp(
  base: string,
  role: 'GOVERNMENT' | 'DRIVER' = 'GOVERNMENT',
  phone = '21987654321',
): Promise<Session> {
  sequence += 1;
  const email = `falhas${sequence}.${Date.now()}@exemplo.com.br`;
  const answer = await call(
    `${base}/api/users`,
    json({
      name: 'Equipe de Testes de Falhas',
      email,
      password: PASSWORD,
      role,
      birthDate: '1985-03-09',
      phone,
      cpf: withCheckDigits(String(randomInt(100_000_000, 999_999_999))),
    }),
  );
  return sessionOf('cadastro', answer, email, PASSWORD);
}

export async function logIn(base: string, email: string, password: string): Promise<Session> {
  const answer = await call(`${base}/api/auth/login`, json({ email, password }));
  return sessionOf('login', answer, email, password);
}

const requestFields = {
  description: 'Mapear as áreas alagadas e localizar famílias ilhadas',
  place: 'Petrópolis - RJ',
  hour: '14:30',
  necessary_resources: 'Drone com câmera térmica',
  mission_details: 'Sobrevoo de 2 km² ao longo do rio',
};

function requestName(): string {
  sequence += 1;
  return `Enchente ${sequence}`;
}

/** The multipart form of a new request with one photo (PNG) in urlsPhoto. */
export function requestForm(photo: Buffer): FormData {
  const form = new FormData();
  form.set('name', requestName());
  for (const [field, value] of Object.entries(requestFields)) form.set(field, value);
  form.set('urlsPhoto', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'foto.png');
  return form;
}

/** POST /api/solicitation, as JSON (with `fields` over the defaults) or, with a photo, as multipart. */
export function createRequest(
  base: string,
  session: Session,
  photo?: Buffer,
  fields: Record<string, string> = {},
): Promise<Answer> {
  const init: RequestInit = photo
    ? { method: 'POST', headers: session.auth, body: requestForm(photo) }
    : json({ name: requestName(), ...requestFields, ...fields }, session.auth);
  return call(`${base}/api/solicitation`, init);
}

/** GET /api/solicitation: the first page of requests. */
export function listRequests(base: string, session: Session): Promise<Answer> {
  return call(`${base}/api/solicitation`, { headers: session.auth });
}

/** The id of a created request, when the answer is a 2xx. */
export function createdId(answer: Answer): string | null {
  if (!is2xx(answer)) return null;
  return (answer.body as { id?: string }).id ?? null;
}

/** How many requests the API lists (X-Total-Count). */
export async function countRequests(base: string, session: Session): Promise<number> {
  const res = await fetch(`${base}/api/solicitation?limit=1`, { headers: session.auth });
  if (!res.ok) throw new Error(`lista: ${res.status} ${await res.text()}`);
  return Number(res.headers.get('x-total-count'));
}

/** POST /api/users/forgotPassword: queues a reset e-mail in the outbox. */
export function forgotPassword(base: string, email: string): Promise<Answer> {
  return call(`${base}/api/users/forgotPassword`, json({ email }));
}

const UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível, tente novamente em instantes.';

/** A 503 in the contract's shape: that exact body, and a Retry-After header. */
export function isContract503(answer: Answer): boolean {
  const body = answer.body as { message?: unknown; statusCode?: unknown; code?: unknown } | null;
  return (
    answer.status === 503 &&
    answer.retryAfter !== null &&
    body?.message === UNAVAILABLE_MESSAGE &&
    body.statusCode === 503 &&
    body.code === 'unavailable' &&
    Object.keys(body).length === 3
  );
}
