import { sql } from 'drizzle-orm';
import type { TimelineEntry, TimelineType } from '@drones/shared/invitations';
import { queryRows } from '../../db/client';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import { requireReader } from '../solicitations/service';

interface TimelineRow {
  at: Date | string;
  type: TimelineType;
  /** Whom the entry is about (the creator, the only pilot, the report's author, a body). */
  who: string;
  /** How many pilots one call-out or step invited. */
  n: number;
  status: string | null;
  source: string | null;
}

const droneiros = (n: number) => `${n} ${n === 1 ? 'droneiro' : 'droneiros'}`;

// Texts that name a pilot agree with no gender (profiles record none): 'Convite enviado a Ana',
// never 'Ana foi convidado' (ADR 031).
function text(row: TimelineRow): string {
  switch (row.type) {
    case 'created':
      return `Solicitação criada por ${row.who}`;
    case 'callout':
      return row.n === 1 ? `Convite enviado a ${row.who}` : `${droneiros(row.n)} convocados`;
    case 'escalation':
      return `Convocação automática: ${droneiros(row.n)} ${row.n === 1 ? 'convidado' : 'convidados'}`;
    case 'volunteer':
      return `${row.who} se ofereceu para participar`;
    case 'answer':
      if (row.status === 'declined') return `${row.who} não pode participar`;
      return row.source === 'volunteer'
        ? `${row.who} entrou na equipe`
        : `${row.who} vai participar`;
    case 'report':
      return `Relatório da missão registrado por ${row.who}`;
    case 'handover':
      return `Responsável agora: ${row.who}`;
    case 'share':
      if (row.status === 'accepted') return `${row.who} aceitou apoiar`;
      if (row.status === 'declined') return `${row.who} recusou o pedido de apoio`;
      return `Apoio pedido a ${row.who}`;
  }
}

/**
 * What happened to a request, oldest first: its creation, each call-out (the pilots invited in
 * one statement share their invitedAt), each automatic step, offers, each pilot's current answer,
 * and the report.
 */
export async function readTimeline(
  ctx: Pick<ServiceContext, 'db'>,
  viewer: SessionUser,
  solicitationId: string,
): Promise<TimelineEntry[]> {
  await requireReader(ctx, viewer, solicitationId);
  const rows = await queryRows<TimelineRow>(
    ctx.db,
    sql`select s.created_at as at, 'created' as type, u.name as who, 1 as n,
               null as status, null as source
          from solicitations s join users u on u.id = s.user_id
         where s.id = ${solicitationId}
        union all
        select i.invited_at, case when i.source = 'escalation' then 'escalation' else 'callout' end,
               min(u.name), count(*)::int, null, null
          from invitations i join users u on u.id = i.user_id
         where i.solicitation_id = ${solicitationId} and i.source <> 'volunteer'
         group by i.invited_at, i.source
        union all
        select i.invited_at, 'volunteer', u.name, 1, null, null
          from invitations i join users u on u.id = i.user_id
         where i.solicitation_id = ${solicitationId} and i.source = 'volunteer'
        union all
        select i.answered_at, 'answer', u.name, 1, i.status::text, i.source::text
          from invitations i join users u on u.id = i.user_id
         where i.solicitation_id = ${solicitationId} and i.answered_at is not null
           and i.status in ('accepted', 'declined')
        union all
        select r.created_at, 'report', u.name, 1, null, null
          from mission_reports r join users u on u.id = r.user_id
         where r.solicitation_id = ${solicitationId}
        union all
        select e.at, 'handover', u.name, 1, null, null
          from audit_events e join users u on u.id = (e.details->>'responsibleId')::uuid
         where e.action = 'solicitation.handover' and e.target_type = 'solicitation'
           and e.target_id = ${solicitationId}::uuid
        union all
        select e.at, 'share', o.name, 1, e.details->>'status', null
          from audit_events e join organizations o on o.id = (e.details->>'organizationId')::uuid
         where e.action in ('share.created', 'share.decided') and e.target_type = 'solicitation'
           and e.target_id = ${solicitationId}::uuid
        order by 1, 2`,
  );
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    type: row.type,
    text: text(row),
  }));
}
