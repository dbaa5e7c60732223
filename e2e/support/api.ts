// Set-up the journeys need but do not test (accounts to exist, an approval), through the real API.
import type { SignUpInput } from '@drones/shared/users';
import { inject } from 'vitest';
import { baseURL } from './browser';
import { tinyPdf } from './journey';
import type { Person } from './people';

const admin = inject('admin');

export async function api<T>(
  path: string,
  { token, method = 'GET', body }: { token?: string; method?: string; body?: object } = {},
): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A multipart POST, as the upload forms send it: text fields plus named files. */
export async function apiUpload<T>(
  path: string,
  {
    token,
    fields = {},
    files,
  }: { token: string; fields?: Record<string, string>; files: Record<string, UploadFile> },
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  const response = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

interface Session {
  accessToken: string;
  user: { id: string };
}

export async function logInByApi(email: string, password: string): Promise<Session> {
  return api<Session>('/auth/login', { method: 'POST', body: { email, password } });
}

// One API session of the admin per journey file: the login limit (20 an hour per address and
// e-mail, ADR 015) counts every sign-in of the one admin the whole suite shares.
let adminSession: Promise<Session> | undefined;
export function adminToken(): Promise<string> {
  adminSession ??= logInByApi(admin.email, admin.password);
  return adminSession.then((session) => session.accessToken);
}

/**
 * Signs `person` up (asking to join `organizationId` when given); a GOVERNMENT account is then
 * approved by the admin.
 */
export async function signUpByApi(
  person: Person,
  role: SignUpInput['role'],
  organizationId?: string,
): Promise<Session> {
  const [day, month, year] = person.birthDate.split('/');
  const session = await api<Session>('/users', {
    method: 'POST',
    body: {
      name: person.name,
      email: person.email,
      password: person.password,
      role,
      birthDate: `${year}-${month}-${day}`,
      phone: person.phone,
      cpf: person.cpf,
      ...(organizationId ? { organizationId } : {}),
    },
  });
  if (role === 'GOVERNMENT') {
    await api(`/users/${session.user.id}/approval`, {
      token: await adminToken(),
      method: 'PATCH',
      body: { approved: true },
    });
  }
  return session;
}

/** The fields of a request that a journey does not look at. */
const plainRequest = {
  description: 'Encosta cedeu sobre a rua principal.',
  place: 'Rua Teresa, Petrópolis',
  hour: '08:00',
  necessary_resources: 'Drone com câmera',
  mission_details: 'Mapear a área atingida',
};

/** Posts a request as `token`'s account (`POST /api/solicitation`), plain where not told. */
export function postRequest(
  token: string,
  request: { name: string } & Record<string, unknown>,
): Promise<{ id: string }> {
  return api<{ id: string }>('/solicitation', {
    token,
    method: 'POST',
    body: { ...plainRequest, ...request },
  });
}

/** Registers a drone of `token`'s pilot. */
export function postEquipment(token: string, equipment: object): Promise<unknown> {
  return api('/equipment', { token, method: 'POST', body: equipment });
}

/** Sets the availability of `token`'s pilot. */
export function postAvailability(token: string, availability: object): Promise<unknown> {
  return api('/disponibility', { token, method: 'POST', body: availability });
}

/** Uploads a one-page PDF as the ANAC form of `token`'s pilot. */
export function uploadAnacForm(token: string): Promise<unknown> {
  return apiUpload('/driverForm', {
    token,
    files: {
      driverForm: { name: 'anac.pdf', mimeType: 'application/pdf', buffer: tinyPdf('ANAC') },
    },
  });
}

/** What a call-out journey starts from: a coordinator's urgent request, one pilot invited to it. */
export async function calledOutPilot(
  creator: Person,
  pilot: Person,
  request: { name: string; description: string; place: string; hour: string },
  message: string,
) {
  const { accessToken: token } = await signUpByApi(creator, 'GOVERNMENT');
  const { user, accessToken: pilotToken } = await signUpByApi(pilot, 'DRIVER');
  const { id } = await postRequest(token, {
    ...request,
    necessary_resources: 'Drone com câmera térmica',
    mission_details: 'Sobrevoo da área atingida',
    urgency: 'urgente',
  });
  await api(`/solicitation/${id}/callout`, {
    token,
    method: 'POST',
    body: { pilotIds: [user.id], message },
  });
  return { token, pilotToken, user, requestId: id };
}
