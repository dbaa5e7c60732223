import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router';
import { routerContext } from '@/app/prefetch';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { SessionRouter } from '@/app/session-router';
import { vi } from 'vitest';
import type { Invitation, RosterEntry } from '@drones/shared/invitations';
import type { Equipment } from '@drones/shared/pilot-data';
import type { Municipality } from '@drones/shared/places';
import type { Solicitation, SolicitationDetail } from '@drones/shared/solicitations';
import type { OwnUser } from '@drones/shared/users';
import { createQueryClient } from '@/lib/query-client';
import { SessionLoader } from '@/app/session-loader';

/** A new password the strength check accepts (sign-up, reset, 'Alterar senha'). */
export const STRONG_PASSWORD = 'voo-de-reconhecimento';
/** One it refuses with 'Senha muito fraca'. */
export const WEAK_PASSWORD = 'senha123';

/** Renders with the app's query defaults, its session and an in-memory router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionLoader>
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] })}
        />
      </SessionLoader>
    </QueryClientProvider>,
  );
}

export type Answer = { status: number; body?: unknown };

/** A refusal of one field, as the API words it: `message` on the whole and on the field. */
export const fieldRefusal = (status: number, path: string, message: string): Answer => ({
  status,
  body: { message, statusCode: status, errors: [{ path, message }] },
});

/** The answer of a server that failed (500). */
export const serverError: Answer = {
  status: 500,
  body: { message: 'Erro interno do servidor.', statusCode: 500 },
};

/**
 * Stubs the browser's fetch (the network boundary) with fixed answers per API path, or per
 * "METHOD /path" when one path answers differently by method; unknown paths answer 404 like the
 * server. Returns the mock to inspect the requests.
 */
export function stubApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    // The most precise key first: with the query, then the method, then the path alone.
    const answer = answers[`${method} ${url.pathname}${url.search}`] ??
      answers[`${method} ${url.pathname}`] ??
      answers[url.pathname] ?? {
        status: 404,
        body: { message: 'Rota não encontrada.', statusCode: 404 },
      };
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The current address with its query, readable as the status "endereço", and a Back button. */
function BrowserControls() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="endereço">
        {pathname}
        {search}
      </output>
      <button type="button" onClick={() => void navigate(-1)}>
        Voltar no navegador
      </button>
    </>
  );
}

/** The address `renderApp` is at, with its query. */
export const address = () => screen.getByRole('status', { name: 'endereço' });
/** The browser's Back button. */
export const browserBack = () => screen.getByRole('button', { name: 'Voltar no navegador' });

/** The toaster's region, where the success and failure messages appear. */
export const notifications = () => screen.findByRole('region', { name: /Notificações/ });

/**
 * The whole app (providers, session, toaster and routes) at `path`; `from` is the page before it
 * in the history, where the browser's Back goes.
 */
export function renderApp(path: string, { from }: { from?: string } = {}) {
  const queryClient = createQueryClient();
  const router = { current: null };
  return render(
    <AppProvider queryClient={queryClient}>
      <SessionRouter
        holder={router}
        create={() =>
          createMemoryRouter(
            [
              {
                element: (
                  <>
                    <Outlet />
                    <BrowserControls />
                  </>
                ),
                children: appRoutes,
              },
            ],
            {
              initialEntries: from ? [from, path] : [path],
              getContext: routerContext(queryClient),
            },
          )
        }
      />
    </AppProvider>,
  );
}

/** A user as the API answers it (login, sign-up and current user). */
export function aUser(overrides: Partial<OwnUser> = {}): OwnUser {
  const id = overrides.id ?? '0190a5b2-7c4e-7d1a-9f3b-2a4c6e8f0a1b';
  return {
    _id: id,
    id,
    name: 'Maria da Silva',
    email: 'maria@example.com',
    role: 'DRIVER',
    phone: '21987654321',
    urlPhoto: null,
    createdAt: '2026-03-09T12:00:00.000Z',
    updatedAt: '2026-03-09T12:00:00.000Z',
    approvalStatus: 'approved',
    birthDate: '1990-05-17',
    cpf: '52998224725',
    organization: null,
    ...overrides,
  };
}

/** The civil-defence user who creates the requests of `aSolicitation` unless told otherwise. */
export const requestCreator = aUser({
  id: '0190a5b2-0000-7000-8000-00000000000a',
  name: 'Carla Defesa',
  email: 'carla@defesacivil.rj.gov.br',
  role: 'GOVERNMENT',
});

let requestCount = 0;

/** An open request of `requestCreator`, as the lists answer it; each call has its own id. */
export function aSolicitation(overrides: Partial<Solicitation> = {}): Solicitation {
  requestCount += 1;
  return {
    id: `0190a5b2-1111-7000-8000-${String(requestCount).padStart(12, '0')}`,
    userId: requestCreator.id,
    name: 'Enchente no Vale do Cuiabá',
    description: 'Deslizamento de encosta com famílias ilhadas.',
    place: 'Itaipava, Petrópolis',
    date: null,
    hour: '07:00',
    necessary_resources: 'Drone com câmera térmica',
    mission_details: 'Mapear a área e localizar desabrigados.',
    observation: null,
    urgency: 'normal',
    municipalityCode: null,
    uf: null,
    latitude: null,
    longitude: null,
    requiredCapabilities: [],
    urlsPhoto: [],
    isFinished: false,
    missionReportId: null,
    organization: null,
    responsible: {
      id: requestCreator.id,
      name: requestCreator.name,
      phone: requestCreator.phone,
      email: requestCreator.email,
    },
    createdAt: '2026-03-09T12:30:00.000Z',
    updatedAt: '2026-03-09T12:30:00.000Z',
    ...overrides,
  };
}

/** The same request as `GET /solicitation/{id}` answers it: with its creator's contact. */
export function aSolicitationDetail(
  overrides: Partial<SolicitationDetail> = {},
): SolicitationDetail {
  const { name, phone, email } = requestCreator;
  return {
    ...aSolicitation(),
    userDetails: { name, phone, email },
    ContactedDrivers: [],
    ...overrides,
  };
}

/** An invitation to `aSolicitation`'s request as the pilot's inbox answers it. */
export function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  const { id, name, urgency, place, date, hour, description, isFinished } = aSolicitation();
  const { phone, email } = requestCreator;
  return {
    id: '0190a5b2-5555-7000-8000-000000000001',
    status: 'invited',
    message: null,
    cancelledAt: null,
    solicitation: {
      id,
      name,
      urgency,
      place,
      date,
      hour,
      description,
      isFinished,
      creator: { name: requestCreator.name, phone, email },
      organization: null,
    },
    terms: null,
    ...overrides,
  };
}

/**
 * A pilot on a request's roster as `GET /solicitation/{id}/roster` answers it: invited by a
 * call-out, not answering yet, nothing delivered nor replied.
 */
export function aRosterEntry(
  overrides: Partial<Omit<RosterEntry, 'pilot'>> & { pilot?: Partial<RosterEntry['pilot']> } = {},
): RosterEntry {
  const { pilot, ...rest } = overrides;
  return {
    status: 'invited',
    source: 'callout',
    invitedAt: '2026-11-28T10:00:00.000Z',
    answeredAt: null,
    conflict: null,
    answeredVia: null,
    deliveries: [],
    unclearReplies: [],
    ...rest,
    pilot: {
      id: '0190a5b2-3333-7000-8000-000000000001',
      name: 'Tiago Piloto',
      phone: '21912345678',
      email: 'tiago@example.com',
      urlPhoto: null,
      ...pilot,
    },
  };
}

/** `user` as the current-user answer (and the profile update) has it: with no pilot data yet. */
export const currentUserBody = (user: OwnUser) => ({
  ...user,
  equipments: [],
  disponibility: null,
  additionalData: null,
});

/** A pilot as `GET /users/{id}` answers it: with no pilot data nor ANAC forms yet. */
export const aPilotPage = (overrides: Partial<OwnUser> = {}) => ({
  ...currentUserBody(aUser(overrides)),
  driverForms: [],
});

/** Starts the test signed in as `user`: a stored token and the current-user answer. */
export function signedInAs(user: OwnUser, answers: Record<string, Answer> = {}) {
  localStorage.setItem('@drones:accessToken', 'token-de-teste');
  return stubApi({
    '/api/users/currentUser': { status: 200, body: currentUserBody(user) },
    ...answers,
  });
}

/**
 * Signed in as `user` with `answers`, the whole app at `path`: the fetch mock, and a user-event
 * session to act with.
 */
export function openAs(user: OwnUser, path: string, answers: Record<string, Answer> = {}) {
  const fetchMock = signedInAs(user, answers);
  const events = userEvent.setup();
  renderApp(path);
  return { fetchMock, user: events };
}

/** A municipality as `GET /municipalities` lists it. */
export const petropolis: Municipality = {
  code: 3303906,
  name: 'Petrópolis',
  uf: 'RJ',
  latitude: -22.5112,
  longitude: -43.1779,
};

/** A pilot's drone as `/equipment` answers it. */
export function anEquipment(overrides: Partial<Equipment> = {}): Equipment {
  return {
    id: '0190a5b2-5555-7000-8000-000000000001',
    userId: aUser().id,
    name: 'Drone térmico',
    manufacture: 'DJI',
    model: 'Mavic 3T',
    autonomy: '45 min',
    observation: null,
    capabilities: [],
    createdAt: '2026-03-09T12:00:00.000Z',
    updatedAt: '2026-03-09T12:00:00.000Z',
    ...overrides,
  };
}

/** The body a request sent as JSON. */
export function jsonBodyOf(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => String(input).startsWith(`/api${path}`) && init?.method === method,
  );
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
}

/** How long the offline cache takes to save a change (lib/offline-cache.ts), with a margin. */
const OFFLINE_SAVE_MS = 700;

/**
 * Renders `path` online, waits until `ready` resolves and the answers are saved for offline use,
 * and closes it: the device has opened that page before.
 */
export async function openedBefore(path: string, ready: () => Promise<unknown>) {
  const view = renderApp(path);
  await ready();
  await new Promise((resolve) => setTimeout(resolve, OFFLINE_SAVE_MS));
  view.unmount();
}

/** From now on no call reaches the server, as on a phone without signal. Returns the mock. */
export function goOffline() {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.reject(new TypeError('Failed to fetch')),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
