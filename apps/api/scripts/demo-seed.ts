// The demo data of `npm run demo`: civil-defence users, an admin, pilots in several cities with
// equipment, availability and additional data, open and finished requests with mission reports
// (dated ones, and a pilot called to two at the same time), a broadcast to one region,
// all created through the real API routes (validation, services, files and the e-mail outbox).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { capabilityLabels, type Capability } from '@drones/shared/capabilities';
import { withCheckDigits } from '@drones/shared/cpf';
import type { SignUpRole } from '@drones/shared/roles';
import { addDays, todayInBrazil } from '@drones/shared/certificates';
import { buildApp } from '../src/app';
import { invitations } from '../src/db/schema';
import type { Config } from '../src/config';
import { hashPassword } from '../src/modules/auth/service';
import { upsertAdmin } from '../src/modules/users/service';
import { firstNames, lastNames } from './sample-names';

export const DEMO_PASSWORD = 'voo-solidario';

export interface DemoLogin {
  role: string;
  name: string;
  email: string;
  note: string;
}

// Two municipal bodies of one UF (docs/design.md §12); Porto Alegre's account acts alone.
const bodies = [
  { name: 'Defesa Civil de Petrópolis', kind: 'municipal', municipalityCode: 3303906 },
  { name: 'Defesa Civil do Rio de Janeiro', kind: 'municipal', municipalityCode: 3304557 },
] as const;

const civilDefence = [
  // cityIndex: their city in `cities`, whose pilots they ask for support; body: in `bodies`, the
  // first member of each its coordinator.
  {
    name: 'Ana Paula Ferreira',
    city: 'petropolis',
    cityIndex: 0,
    body: 0,
    note: 'coordenadora da Defesa Civil de Petrópolis',
  },
  {
    name: 'Marcos Vinícius Almeida',
    city: 'rio',
    cityIndex: 1,
    body: 1,
    note: 'coordenador da Defesa Civil do Rio de Janeiro',
  },
  {
    name: 'Luciana Costa Ribeiro',
    city: 'portoalegre',
    cityIndex: 4,
    body: null,
    note: 'Defesa Civil de Porto Alegre, sem órgão cadastrado',
  },
  {
    name: 'Bruno Carvalho Lima',
    city: 'petropolis',
    cityIndex: 0,
    body: 0,
    note: 'operador da Defesa Civil de Petrópolis (o turno da noite)',
  },
  {
    name: 'Camila Souza Martins',
    city: 'petropolis',
    cityIndex: 0,
    body: 0,
    // Asked to join at sign-up: waits for the coordinator on /orgao.
    pending: true,
    note: 'pediu para entrar na Defesa Civil de Petrópolis (aguarda a coordenadora)',
  },
];

// `code` is the IBGE municipality; `spelled` is how a pilot who types instead of choosing writes
// it (the IBGE name, or it with its UF), which the server resolves to the same municipality.
export const cities: { city: string; code: number; spelled: string; districts: string[] }[] = [
  {
    city: 'Petrópolis',
    code: 3303906,
    spelled: 'Petrópolis',
    districts: ['Centro', 'Quitandinha', 'Itaipava', 'Corrêas', 'Valparaíso'],
  },
  {
    city: 'Rio de Janeiro',
    code: 3304557,
    spelled: 'Rio de Janeiro - RJ',
    districts: ['Tijuca', 'Copacabana', 'Campo Grande', 'Méier', 'Barra'],
  },
  {
    city: 'Niterói',
    code: 3303302,
    spelled: 'Niterói/RJ',
    districts: ['Icaraí', 'Santa Rosa', 'Pendotiba', 'Itaipu', 'Fonseca'],
  },
  {
    city: 'Belo Horizonte',
    code: 3106200,
    spelled: 'Belo Horizonte',
    districts: ['Savassi', 'Pampulha', 'Barreiro', 'Venda Nova'],
  },
  {
    city: 'Porto Alegre',
    code: 4314902,
    spelled: 'Porto Alegre (RS)',
    districts: ['Menino Deus', 'Sarandi', 'Restinga', 'Cidade Baixa'],
  },
  {
    city: 'Recife',
    code: 2611606,
    spelled: 'Recife, PE',
    districts: ['Boa Viagem', 'Casa Amarela', 'Ibura', 'Várzea'],
  },
];

export const drones: {
  name: string;
  manufacture: string;
  model: string;
  autonomy: string;
  capabilities: Capability[];
}[] = [
  {
    name: 'Mavic 3 Thermal',
    manufacture: 'DJI',
    model: 'M3T',
    autonomy: '45 min',
    capabilities: ['thermal', 'zoom', 'speaker'],
  },
  {
    name: 'Mini 4 Pro',
    manufacture: 'DJI',
    model: 'MT4MFVD',
    autonomy: '34 min',
    capabilities: [],
  },
  {
    name: 'EVO II Dual 640T',
    manufacture: 'Autel Robotics',
    model: 'EVO II Dual 640T V3',
    autonomy: '38 min',
    capabilities: ['thermal', 'mapping'],
  },
  {
    name: 'Matrice 30T',
    manufacture: 'DJI',
    model: 'M30T',
    autonomy: '41 min',
    capabilities: ['thermal', 'zoom', 'night_light', 'rtk'],
  },
  {
    name: 'Air 3',
    manufacture: 'DJI',
    model: 'DA3',
    autonomy: '46 min',
    capabilities: ['zoom', 'mapping'],
  },
  {
    name: 'Anafi USA',
    manufacture: 'Parrot',
    model: 'ANAFI USA GOV',
    autonomy: '32 min',
    capabilities: ['thermal', 'zoom'],
  },
];

const skills = [
  'Termografia e busca de pessoas',
  'Fotogrametria e mapeamento de áreas atingidas',
  'Inspeção de encostas e estruturas',
  'Transmissão de vídeo ao vivo para a coordenação',
];

const days = [
  'Sábado, Domingo',
  'Segunda-feira, Quarta-feira, Sexta-feira',
  'Segunda, Terça, Quarta, Quinta, Sexta, Sábado, Domingo',
  'terca, quinta',
];

const requests: {
  owner: number;
  name: string;
  municipalityCode: number;
  requiredCapabilities: Capability[];
  description: string;
  place: string;
  urgency: 'urgente' | 'normal';
  finished: boolean;
  /** The mission's day, in days from today (Brasília); none when null. */
  inDays: number | null;
}[] = [
  {
    owner: 0,
    name: 'Deslizamento de encosta no Quitandinha',
    municipalityCode: 3303906,
    requiredCapabilities: ['mapping'],
    description: 'Avaliar a extensão do deslizamento e o risco para as casas vizinhas.',
    place: 'Rua Coronel Veiga, Quitandinha, Petrópolis - RJ',
    urgency: 'urgente',
    finished: false,
    inDays: 1,
  },
  {
    owner: 0,
    name: 'Busca de desaparecido no Vale do Cuiabá',
    municipalityCode: 3303906,
    requiredCapabilities: ['thermal'],
    description:
      'Morador não retornou após a cheia do rio; procurar às margens com câmera térmica.',
    place: 'Vale do Cuiabá, Itaipava, Petrópolis - RJ',
    urgency: 'urgente',
    finished: false,
    inDays: 1,
  },
  {
    owner: 1,
    name: 'Mapeamento de alagamentos na Zona Norte',
    municipalityCode: 3304557,
    requiredCapabilities: ['mapping'],
    description: 'Levantar as ruas alagadas para orientar as equipes de resgate.',
    place: 'Tijuca e Méier, Rio de Janeiro - RJ',
    urgency: 'normal',
    finished: false,
    inDays: 0,
  },
  {
    owner: 1,
    name: 'Vistoria de encosta após chuva forte',
    municipalityCode: 3304557,
    requiredCapabilities: ['zoom'],
    description: 'Verificar trincas e pontos de erosão na encosta do morro.',
    place: 'Morro do Borel, Tijuca, Rio de Janeiro - RJ',
    urgency: 'normal',
    finished: false,
    inDays: 2,
  },
  {
    owner: 2,
    name: 'Cheia do Guaíba: ilhados no Sarandi',
    municipalityCode: 4314902,
    requiredCapabilities: ['thermal', 'night_light'],
    description: 'Localizar famílias ilhadas e indicar rotas para os barcos.',
    place: 'Sarandi, Porto Alegre - RS',
    urgency: 'urgente',
    finished: false,
    inDays: null,
  },
  {
    owner: 2,
    name: 'Inspeção do dique da Restinga',
    municipalityCode: 4314902,
    requiredCapabilities: [],
    description: 'Sobrevoar o dique e registrar pontos de infiltração.',
    place: 'Restinga, Porto Alegre - RS',
    urgency: 'normal',
    finished: false,
    inDays: null,
  },
  {
    owner: 0,
    name: 'Incêndio em vegetação na Serra dos Órgãos',
    municipalityCode: 3303906,
    requiredCapabilities: ['thermal'],
    description: 'Acompanhar a frente de fogo e apoiar a brigada.',
    place: 'Corrêas, Petrópolis - RJ',
    urgency: 'urgente',
    finished: true,
    inDays: 0,
  },
  {
    owner: 1,
    name: 'Ressaca na orla de Copacabana',
    municipalityCode: 3304557,
    requiredCapabilities: [],
    description: 'Registrar os danos no calçadão após a ressaca.',
    place: 'Avenida Atlântica, Copacabana, Rio de Janeiro - RJ',
    urgency: 'normal',
    finished: true,
    inDays: null,
  },
  {
    owner: 2,
    name: 'Avaliação de pontes após a enchente',
    municipalityCode: 4314902,
    requiredCapabilities: ['mapping'],
    description: 'Fotografar as cabeceiras das pontes para a engenharia.',
    place: 'Cidade Baixa, Porto Alegre - RS',
    urgency: 'normal',
    finished: true,
    inDays: 0,
  },
  {
    owner: 0,
    name: 'Queda de barreira na BR-040',
    municipalityCode: 3303906,
    requiredCapabilities: [],
    description: 'Medir o volume de terra sobre a pista e verificar novas movimentações.',
    place: 'BR-040, km 82, Petrópolis - RJ',
    urgency: 'urgente',
    finished: true,
    inDays: null,
  },
];

/** The broadcast of the first civil-defence user, e-mailed to the pilots within 60 km of Petrópolis. */
export const broadcast = {
  municipalityCode: 3303906,
  radiusKm: 60,
  name: 'Alerta de chuvas fortes na Região Serrana',
  description: 'Previsão de temporal para os próximos três dias.',
  comunication: 'Pedimos que os droneiros da região fiquem de prontidão para sobrevoos.',
  details: 'Ponto de encontro: sede da Defesa Civil de Petrópolis, Rua Alencar Lima, 50.',
  // The e-mail comes from a no-reply address: answers go through the platform.
  observation: 'Confirmem a disponibilidade atualizando-a no seu perfil da plataforma.',
};

const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

function slug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');
}

/** A valid CPF that differs for each index. */
function cpf(index: number): string {
  return withCheckDigits(String(314_159_265 + index * 7919).slice(0, 9));
}

function photo(hue: number): Promise<Buffer> {
  const color = `hsl(${hue}, 55%, 45%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640"><rect width="960" height="640" fill="${color}"/><circle cx="720" cy="160" r="90" fill="#ffffff" opacity="0.35"/><rect y="420" width="960" height="220" fill="#1f2937" opacity="0.4"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** A multipart/form-data body, built as a browser's FormData is sent. */
class Form {
  constructor(
    readonly payload: Buffer,
    readonly contentType: string,
  ) {}

  /** A list becomes a repeated field, as a browser sends several checked boxes. */
  static async of(
    parts: Record<string, string | readonly string[]>,
    files: { field: string; data: Buffer; name: string }[],
  ): Promise<Form> {
    const data = new FormData();
    for (const [name, value] of Object.entries(parts)) {
      for (const item of typeof value === 'string' ? [value] : value) data.append(name, item);
    }
    for (const file of files) {
      data.append(file.field, new Blob([new Uint8Array(file.data)]), file.name);
    }
    const response = new Response(data);
    return new Form(
      Buffer.from(await response.arrayBuffer()),
      response.headers.get('content-type')!,
    );
  }
}

interface Session {
  id: string;
  auth: { authorization: string };
}

/** Calls the API with JSON or a form; any answer but the expected one stops the seeding. */
async function api<T>(
  app: FastifyInstance,
  method: 'POST' | 'PATCH',
  url: string,
  who: Session | null,
  body: object,
  expected = 201,
): Promise<T> {
  const res = await app.inject({
    method,
    url,
    headers: {
      ...(who?.auth ?? {}),
      ...(body instanceof Form ? { 'content-type': body.contentType } : {}),
    },
    payload: body instanceof Form ? body.payload : body,
  });
  if (res.statusCode !== expected) {
    throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  }
  return res.json<T>();
}

async function signUp(
  app: FastifyInstance,
  person: {
    name: string;
    email: string;
    role: SignUpRole;
    index: number;
    organizationId?: string | null;
  },
): Promise<Session> {
  const body = await api<{ accessToken: string; user: { id: string } }>(
    app,
    'POST',
    '/api/users',
    null,
    {
      name: person.name,
      email: person.email,
      password: DEMO_PASSWORD,
      role: person.role,
      birthDate: `${1975 + (person.index % 25)}-0${1 + (person.index % 9)}-1${person.index % 9}`,
      phone: `2${1 + (person.index % 8)}9${String(80_000_000 + person.index * 3137).slice(0, 8)}`,
      cpf: cpf(person.index),
      organizationId: person.organizationId ?? null,
    },
  );
  return { id: body.user.id, auth: { authorization: `Bearer ${body.accessToken}` } };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * DAY_MS).toISOString().slice(0, 10);

/**
 * Certificates in every state the admin's queue and the ranking tell apart: verified, one of
 * them since expired, rejected, and pending (the rest). A review only takes a future date, so the
 * expired one is dated back in the database afterwards.
 */
async function reviewCertificate(app: FastifyInstance, admin: Session, id: string, index: number) {
  const url = `/api/certificates/${id}`;
  if (index % 9 === 0) {
    await api(app, 'PATCH', url, admin, { status: 'verified', expiresAt: isoDay(330) }, 200);
    if (index === 9) {
      await app.db.execute(
        sql`update additional_data_certificates set expires_at = ${isoDay(-20)} where file_id = ${id}`,
      );
    }
  } else if (index % 9 === 3) {
    await api(
      app,
      'PATCH',
      url,
      admin,
      { status: 'rejected', reason: 'Documento ilegível: envie uma cópia nítida do certificado.' },
      200,
    );
  }
}

/** Seeds an empty database through the API of an app built on `config`; answers the logins. */
export async function seedDemo(config: Config): Promise<DemoLogin[]> {
  // Dozens of sign-ups come from one address here: raise the limits for this run only.
  const app = await buildApp({ ...config, RATE_LIMIT_MULTIPLIER: 100, LOG_LEVEL: 'warn' });
  try {
    const logins: DemoLogin[] = [];
    const adminEmail = 'admin@demo.dronesvoluntarios.org.br';
    await upsertAdmin(app, {
      email: adminEmail,
      name: 'Administração Drones Voluntários',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    const adminLogin = await api<{ accessToken: string; user: { id: string } }>(
      app,
      'POST',
      '/api/auth/login',
      null,
      { email: adminEmail, password: DEMO_PASSWORD },
      200,
    );
    const admin: Session = {
      id: adminLogin.user.id,
      auth: { authorization: `Bearer ${adminLogin.accessToken}` },
    };
    logins.push({
      role: 'ADMIN',
      name: 'Administração',
      email: adminEmail,
      note: 'exporta a planilha e aprova contas',
    });

    const bodyIds: string[] = [];
    for (const body of bodies) {
      bodyIds.push(
        (await api<{ id: string }>(app, 'POST', '/api/organizations', admin, body, 201)).id,
      );
    }
    const government: Session[] = [];
    for (const [index, person] of civilDefence.entries()) {
      const email = `${slug(person.name.split(' ')[0]!)}.${person.city}@defesacivil.demo.gov.br`;
      const organizationId = person.body === null ? null : bodyIds[person.body]!;
      const session = await signUp(app, {
        ...person,
        email,
        role: 'GOVERNMENT',
        index: 1000 + index,
        organizationId,
      });
      await api(app, 'PATCH', `/api/users/${session.id}/approval`, admin, { approved: true }, 200);
      if (organizationId && !('pending' in person)) {
        const member = `/api/organizations/${organizationId}/members/${session.id}`;
        await api(app, 'PATCH', member, admin, { status: 'active' }, 200);
      }
      government.push(session);
      logins.push({ role: 'GOVERNMENT', name: person.name, email, note: person.note });
    }

    const pilots: Session[] = [];
    for (let index = 0; index < 36; index += 1) {
      const place = cities[index % cities.length]!;
      const name = `${firstNames[index % firstNames.length]} ${lastNames[(index * 7) % lastNames.length]} ${lastNames[(index * 11 + 3) % lastNames.length]}`;
      const email = `${slug(name)}@piloto.demo.com.br`;
      const pilot = await signUp(app, { name, email, role: 'DRIVER', index });
      pilots.push(pilot);
      if (index < 3)
        logins.push({ role: 'DRIVER', name, email, note: `droneiro em ${place.city}` });

      for (const drone of [
        drones[index % drones.length]!,
        ...(index % 3 === 0 ? [drones[(index + 2) % drones.length]!] : []),
      ]) {
        await api(app, 'POST', '/api/equipment', pilot, {
          ...drone,
          observation: index % 2 === 0 ? 'Com baterias reserva e carregador veicular' : '',
        });
      }
      await api(app, 'POST', '/api/disponibility', pilot, {
        days: days[index % days.length],
        // Half choose the municipality from the list, half type it.
        ...(index % 2 === 0 ? { municipalityCode: place.code } : { city: place.spelled }),
        district: place.districts[index % place.districts.length],
        complement: index % 4 === 0 ? 'Tenho carro próprio para chegar ao local' : '',
      });
      const additional = await api<{ certificates: { id: string }[] }>(
        app,
        'POST',
        '/api/additionalData',
        pilot,
        await Form.of(
          {
            habilities: skills[index % skills.length]!,
            areasExpertise: `Região de ${place.city}`,
            operateKm: String(20 + (index % 5) * 15),
            observation: index % 3 === 0 ? 'Certificado de piloto remoto (ANAC)' : '',
          },
          index % 3 === 0 ? [{ field: 'documents', data: samplePdf, name: 'certificado.pdf' }] : [],
        ),
      );
      const certificate = additional.certificates[0];
      if (certificate) await reviewCertificate(app, admin, certificate.id, index);
    }

    // The first pilots confirmed their phones for WhatsApp and SMS (the codes would go to numbers
    // that do not exist) and turned every channel on, so the demo shows the steps and replies
    // through the local providers (docs/design.md §13).
    await app.db.execute(
      sql`insert into user_channels (user_id, push, whatsapp, sms, whatsapp_phone, sms_phone)
          select id, true, true, true, phone, phone from users
           where id = any(${sql.param(pilots.slice(0, 3).map((pilot) => pilot.id))}::uuid[])`,
    );

    const requestIds: string[] = [];
    for (const [index, request] of requests.entries()) {
      const owner = government[request.owner]!;
      const created = await api<{ id: string }>(
        app,
        'POST',
        '/api/solicitation',
        owner,
        await Form.of(
          {
            name: request.name,
            description: request.description,
            place: request.place,
            date: request.inDays === null ? '' : addDays(todayInBrazil(), request.inDays),
            hour: `${String(7 + index).padStart(2, '0')}:30`,
            // What the request needs, in words that agree with its capabilities.
            necessary_resources:
              request.requiredCapabilities.length > 0
                ? `Drone com ${capabilityLabels(request.requiredCapabilities).toLowerCase()}`
                : 'Drone com câmera RGB de alta resolução',
            mission_details:
              'Sobrevoo a até 120 m de altura, com transmissão para o posto de comando.',
            observation: index % 3 === 0 ? 'Levar baterias extras e colete refletivo' : '',
            urgency: request.urgency,
            municipalityCode: String(request.municipalityCode),
            requiredCapabilities: request.requiredCapabilities,
          },
          index % 2 === 0
            ? [{ field: 'urlsPhoto', data: await photo(index * 37), name: 'local.jpg' }]
            : [],
        ),
      );
      requestIds.push(created.id);
      // Two pilots of the owner's city (pilot p lives in cities[p % cities.length]).
      const { cityIndex } = civilDefence[request.owner]!;
      const nearby = pilots.filter((_, p) => p % cities.length === cityIndex);
      for (const [n, pilot] of nearby.slice(index % 3, (index % 3) + 2).entries()) {
        await api(app, 'POST', '/api/contactedDriver', owner, {
          solicitationId: created.id,
          userId: pilot.id,
        });
        // The first one asked goes; on a request still open the second cannot.
        if (n === 0 || !request.finished) {
          const [invitation] = await app.db
            .select({ id: invitations.id })
            .from(invitations)
            .where(
              and(eq(invitations.solicitationId, created.id), eq(invitations.userId, pilot.id)),
            );
          await api(
            app,
            'POST',
            `/api/invitations/${invitation!.id}/answer`,
            pilot,
            { answer: n === 0 ? 'accept' : 'decline' },
            200,
          );
        }
      }
      if (request.finished) {
        await api(
          app,
          'POST',
          '/api/missionReport',
          owner,
          await Form.of(
            {
              solicitationId: created.id,
              name: `Relatório - ${request.name}`,
              description: 'Missão concluída com apoio de droneiros voluntários.',
              main_information:
                'Área sobrevoada e registrada; informações repassadas ao posto de comando.',
              fight_time: `${60 + index * 5} min`,
              colected_data: `${200 + index * 40} fotos e um vídeo em 4K`,
              resources_utilizated: 'DJI Mavic 3 Thermal e Autel EVO II Dual 640T',
              observation: 'Sem intercorrências.',
            },
            [{ field: 'documents', data: samplePdf, name: 'relatorio.pdf' }],
          ),
        );
      }
    }

    // The pilot who goes to the slide in Quitandinha tomorrow at 07:30 is also called to the
    // search in Vale do Cuiabá an hour later: its roster and matches say he is already busy.
    const busy = pilots.filter((_, p) => p % cities.length === civilDefence[0]!.cityIndex)[0]!;
    // The call-out's message reaches his inbox and his invitation's page, not only the e-mail.
    await api(app, 'POST', `/api/solicitation/${requestIds[1]}/callout`, government[0]!, {
      pilotIds: [busy.id],
      message: 'Ponto de encontro: posto de comando na praça do Vale do Cuiabá, às 08:15.',
    });

    // Petrópolis asks Rio for support with the search; Rio's coordinator accepts, and the night
    // shift's operator takes the request over.
    await api(
      app,
      'POST',
      `/api/solicitation/${requestIds[1]}/shares`,
      government[0]!,
      {
        organizationId: bodyIds[1],
        message: 'Precisamos de mais droneiros com câmera térmica para a busca noturna.',
      },
      201,
    );
    await api(
      app,
      'PATCH',
      `/api/solicitation/${requestIds[1]}/shares/${bodyIds[1]}`,
      government[1]!,
      {
        status: 'accepted',
      },
      200,
    );
    await api(
      app,
      'PATCH',
      `/api/solicitation/${requestIds[1]}/responsible`,
      government[0]!,
      {
        userId: government[3]!.id,
      },
      200,
    );

    await api(app, 'POST', '/api/comunication', government[0]!, broadcast);
    return logins;
  } finally {
    await app.close();
  }
}
