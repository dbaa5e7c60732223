// Bench data at scale, made by PostgreSQL itself (INSERT … SELECT generate_series), so 100k
// requests and 50k pilots take seconds. Calls grow the data to the given totals.
import pg from 'pg';
import { firstNames, lastNames } from '../../apps/api/scripts/sample-names';

export interface Scale {
  requests: number;
  pilots: number;
}

/** One request in this many is still open (the rest are finished, with a mission report). */
export const OPEN_EVERY = 20;
/**
 * The search rows' terms match the same SEARCH_MATCHES rows at every scale (all among the first
 * 1k requests and pilots), so 1k and 100k compare finding one page of results among more rows:
 * a word in some request descriptions, and a city where some pilots live (the others spread over
 * large cities and a long tail of municipalities).
 */
export const SEARCH_MATCHES = 50;
export const RARE_WORD = 'barragem';
export const SEARCH_CITY = 'Petrópolis';
const MATCH_EVERY = 1000 / SEARCH_MATCHES;
/** One request in this many has a photo. */
const PHOTO_EVERY = 10;

const CREATORS = 20;

const cities = [
  'Rio de Janeiro',
  'Niterói',
  'Belo Horizonte',
  'Porto Alegre',
  'Recife',
  'Salvador',
  'Fortaleza',
  'Curitiba',
  'Manaus',
  'Belém',
  'Goiânia',
  'Campinas',
  'São Luís',
  'Maceió',
  'Natal',
  'Teresina',
  'João Pessoa',
  'Aracaju',
  'Cuiabá',
  'Campo Grande',
  'Florianópolis',
  'Vitória',
  'Blumenau',
  'Joinville',
  'Londrina',
  'Juiz de Fora',
  'Teresópolis',
  'Nova Friburgo',
  'Angra dos Reis',
  'Volta Redonda',
  'Macaé',
  'Campos dos Goytacazes',
  'Uberlândia',
  'Contagem',
  'Ribeirão Preto',
  'Sorocaba',
  'Santos',
  'Caxias do Sul',
  'Pelotas',
];
const districts = [
  'Centro',
  'Vila Nova',
  'Jardim América',
  'Boa Vista',
  'Santa Luzia',
  'São José',
  'Alto da Serra',
  'Cidade Nova',
  'Bela Vista',
  'Industrial',
  'Esperança',
  'Primavera',
];
const kinds = [
  'Enchente',
  'Deslizamento',
  'Incêndio florestal',
  'Busca de desaparecido',
  'Vistoria de encosta',
  'Mapeamento de área atingida',
  'Alagamento',
  'Queda de ponte',
];
const details = [
  'Mapear as ruas atingidas e orientar as equipes',
  'Localizar famílias ilhadas com câmera térmica',
  'Registrar os danos para o relatório da engenharia',
  'Acompanhar a evolução da área durante a tarde',
  'Verificar trincas e pontos de erosão',
];

/** A SQL array literal of the values, picked by `expression` (1-based, wraps around). */
function pick(values: string[], expression: string): string {
  const literal = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',');
  return `(array[${literal}])[1 + (${expression}) % ${values.length}]`;
}

async function total(client: pg.Client, query: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(query);
  return rows[0]!.n;
}

/** Grows the bench database to `scale` and refreshes the planner's statistics. */
export async function generate(url: string, scale: Scale): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      insert into users (id, name, email, password_hash, birth_date, phone, cpf, role, approval_status, created_at)
      select gen_random_uuid(), 'Coordenador ' || n, 'coordenador' || n || '@bench.test', 'bench',
             '1980-01-01', '21999990000', lpad((90000000000 + n)::text, 11, '0'), 'GOVERNMENT', 'approved',
             now() - interval '10 years'
      from generate_series(1, ${CREATORS}) n
      on conflict do nothing`);

    const pilotsNow = await total(
      client,
      `select count(*)::int as n from users where role = 'DRIVER'`,
    );
    if (scale.pilots > pilotsNow) {
      await client.query(`
        insert into users (id, name, email, password_hash, birth_date, phone, cpf, role, approval_status, created_at)
        select gen_random_uuid(),
               ${pick(firstNames, 'n')} || ' ' || ${pick(lastNames, 'n / 20')} || ' ' || ${pick(lastNames, 'n / 7')},
               'piloto' || n || '@bench.test', 'bench', '1990-01-01', '21988887777',
               lpad(n::text, 11, '0'), 'DRIVER', 'approved',
               now() - make_interval(mins => n)
        from generate_series(${pilotsNow + 1}, ${scale.pilots}) n`);
      await client.query(`
        insert into disponibility (id, user_id, days, city, district, created_at, updated_at)
        select gen_random_uuid(), u.id, 'Sábado, Domingo',
               case when n <= 1000 and n % ${MATCH_EVERY} = 7 then '${SEARCH_CITY}'
                    when n % 2 = 0 then ${pick(cities, 'n / 2')}
                    else 'Município ' || (n % 1999) end,
               ${pick(districts, 'n / 40')}, u.created_at, u.created_at
        from (select id, created_at, substring(email from '^piloto(\\d+)@')::int as n
              from users u
              where role = 'DRIVER' and not exists (select 1 from disponibility d where d.user_id = u.id)) u`);
      // Pilots have drones: one each, every third one a second.
      await client.query(`
        insert into equipment (id, user_id, name, manufacture, model, autonomy, created_at, updated_at)
        select gen_random_uuid(), u.id, 'Drone ' || k, 'DJI', case k when 1 then 'Mavic 3' else 'Mini 4' end,
               '45 min', u.created_at, u.created_at
        from (select id, created_at, substring(email from '^piloto(\\d+)@')::int as n
              from users u
              where role = 'DRIVER' and not exists (select 1 from equipment e where e.user_id = u.id)) u
        cross join generate_series(1, 2) k
        where k = 1 or u.n % 3 = 0`);
    }

    const requestsNow = await total(client, 'select count(*)::int as n from solicitations');
    if (scale.requests > requestsNow) {
      await client.query(`
        insert into solicitations (id, user_id, name, description, place, hour, necessary_resources,
                                   mission_details, urgency, is_finished, created_at, updated_at)
        select gen_random_uuid(), creator.id,
               ${pick(kinds, 'n')} || ' em ' || ${pick(cities, 'n / 8')} || ' nº ' || n,
               case when n <= 1000 and n % ${MATCH_EVERY} = 1 then 'Risco de rompimento de ${RARE_WORD}: '
                    else '' end || ${pick(details, 'n / 3')} || ' no bairro ' || ${pick(districts, 'n / 5')},
               ${pick(districts, 'n')} || ', ' || ${pick(cities, 'n / 8')}, '14:30',
               'Drone com câmera térmica', 'Sobrevoo a até 120 m',
               (case when n % 4 = 0 then 'urgente' else 'normal' end)::urgency,
               n % ${OPEN_EVERY} <> 0,
               now() - make_interval(mins => ${scale.requests} - n),
               now() - make_interval(mins => ${scale.requests} - n)
        from generate_series(${requestsNow + 1}, ${scale.requests}) n
        join (select id, row_number() over (order by email) - 1 as k
              from users where role = 'GOVERNMENT' and email like 'coordenador%@bench.test') creator
          on creator.k = n % ${CREATORS}`);
      await client.query(`
        insert into mission_reports (id, solicitation_id, user_id, name, description, main_information,
                                     fight_time, colected_data, observation, created_at)
        select gen_random_uuid(), s.id, s.user_id, 'Relatório - ' || s.name, 'Missão concluída',
               'Área sobrevoada', '90 min', '300 fotos', 'Sem intercorrências', s.created_at
        from solicitations s
        where s.is_finished and not exists (select 1 from mission_reports m where m.solicitation_id = s.id)`);
      // Photo rows (the bench never reads their bytes), so the page's photo lookup finds some.
      await client.query(`
        with photo as materialized (
          select s.id as solicitation_id, s.user_id, gen_random_uuid() as file_id, s.created_at
          from solicitations s
          where abs(hashtext(s.id::text)) % ${PHOTO_EVERY} = 0
            and not exists (select 1 from solicitation_photos p where p.solicitation_id = s.id)),
        stored as (
          insert into files (id, owner_id, kind, content_type, size, created_at)
          select file_id, user_id, 'solicitation_photo', 'image/webp', 48000, created_at from photo)
        insert into solicitation_photos (solicitation_id, file_id, created_at)
        select solicitation_id, file_id, created_at from photo`);
    }
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
