// Bench data for matching (docs/design.md §8): the generated pilots placed in municipalities with radii,
// capabilities and calls, and one open request in Petrópolis to rank them for.
import pg from 'pg';

async function total(client: pg.Client, query: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(query);
  return rows[0]!.n;
}

/** The municipality of the matched request, in the dense south-east. */
export const MATCH_MUNICIPALITY = 3303906; // Petrópolis - RJ
/** One pilot in this many keeps an unresolved city (municipality_code null). */
const UNRESOLVED_EVERY = 10;
/** One pilot in this many has no additional data (his radius counts 50 km). */
const NO_ADDITIONAL_DATA_EVERY = 5;

/**
 * Places the pilots that have no municipality yet, spread evenly over all the municipalities by a
 * hash of their id, with radii from 10 to 150 km in operate_km; gives their drones capabilities
 * and some of them calls on finished requests. Grows with the pilots, like `generate`.
 */
export async function placePilots(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The total is a constant in each join, so PostgreSQL hashes it instead of looping.
    const municipalities = await total(client, 'select count(*)::int as n from municipalities');
    await client.query(`
      with numbered as (
        select code, row_number() over (order by code) - 1 as k from municipalities)
      update disponibility d set municipality_code = m.code
      from numbered m
      where d.municipality_code is null
        and abs(hashtext(d.user_id::text)::bigint) % ${UNRESOLVED_EVERY} <> 0
        and m.k = abs(hashtext(d.user_id::text || 'place')::bigint) % ${municipalities}`);
    await client.query(`
      insert into additional_data (id, user_id, habilities, areas_expertise, operate_km, created_at, updated_at)
      select gen_random_uuid(), d.user_id, 'Fotogrametria', 'Enchentes e deslizamentos',
             (10 + abs(hashtext(d.user_id::text || 'km')::bigint) % 141) || ' km', d.created_at, d.created_at
      from disponibility d
      where abs(hashtext(d.user_id::text)::bigint) % ${NO_ADDITIONAL_DATA_EVERY} <> 1
        and not exists (select 1 from additional_data a where a.user_id = d.user_id)`);
    await client.query(`
      update equipment set capabilities = array_remove(array[
          case when abs(hashtext(id::text)::bigint) % 4 = 0 then 'thermal' end,
          case when abs(hashtext(id::text)::bigint) % 3 = 0 then 'zoom' end,
          case when abs(hashtext(id::text)::bigint) % 5 = 0 then 'night_light' end,
          case when abs(hashtext(id::text)::bigint) % 7 = 0 then 'mapping' end]::capability[], null)
      where capabilities = '{}'`);
    // One pilot in five was invited once, to a finished request; half of them took part.
    const finished = await total(
      client,
      'select count(*)::int as n from solicitations where is_finished',
    );
    await client.query(`
      with finished as (
        select id, row_number() over (order by id) - 1 as k from solicitations where is_finished)
      insert into invitations (id, solicitation_id, user_id, status, source, invited_at, answered_at)
      select gen_random_uuid(), f.id, d.user_id, a.status::invitation_status, 'callout', d.created_at,
             case when a.status = 'accepted' then d.created_at end
      from disponibility d
      join finished f on f.k = abs(hashtext(d.user_id::text || 'call')::bigint) % ${finished}
      cross join lateral (select case when abs(hashtext(d.user_id::text || 'answer')::bigint) % 2 = 0
                                 then 'accepted' else 'invited' end as status) a
      where abs(hashtext(d.user_id::text)::bigint) % 5 = 2
        and not exists (select 1 from invitations i where i.user_id = d.user_id)`);
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** The open request in Petrópolis, requiring a thermal camera, made by the bench's account. */
export async function createMatchRequest(url: string, creatorEmail: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into solicitations (id, user_id, name, description, place, hour, necessary_resources,
                                  mission_details, urgency, municipality_code, latitude, longitude,
                                  required_capabilities)
       select gen_random_uuid(), u.id, 'Deslizamento no Vale do Cuiabá',
              'Localizar famílias ilhadas', 'Vale do Cuiabá, Petrópolis', '02:00',
              'Drone com câmera térmica', 'Sobrevoo noturno', 'urgente', m.code, m.latitude,
              m.longitude, '{thermal}'
       from users u, municipalities m
       where u.email = $1 and m.code = $2
       returning id`,
      [creatorEmail, MATCH_MUNICIPALITY],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}
