import type { InvitationStatus, RosterEntry } from '@drones/shared/invitations';
import { ERASED_ACCOUNT_NAME } from '@drones/shared/users';
import { MessageCircle, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PhoneLink } from '@/components/contact-links';
import { EmptyState } from '@/components/empty-state';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useAcceptVolunteer, useRoster, useRosterStream, type StreamState } from '../api/roster';
import { ConflictNote } from './conflict-note';
import { DeliveryNotes } from './delivery-notes';
import { InvitationBadge } from './invitation-badge';
import { ExpandButton } from './expand-button';

/** The spec's text for a request nobody was asked to (its "contacted drivers"). */
export const EMPTY_ROSTER = 'Nenhum droneiro contactado';
/** Entries shown before 'Ver toda a equipe': the call-out below stays within reach. */
export const ROSTER_PREVIEW = 8;

const STATUS: Record<InvitationStatus, string> = {
  accepted: 'Vai participar',
  volunteered: 'Quer participar',
  invited: 'Sem resposta',
  declined: 'Não pode',
};

const SOURCE: Record<RosterEntry['source'], string> = {
  callout: 'Convocado',
  contact: 'Contactado',
  volunteer: 'Ofereceu-se',
  escalation: 'Convocação automática',
};

/** A WhatsApp chat with the pilot, opened with a first message about the request. */
export function whatsappLink(phone: string, pilotName: string, requestName: string): string {
  const first = pilotName.trim().split(/\s+/)[0] ?? pilotName;
  const text = `Olá, ${first}! Falo da Defesa Civil sobre a solicitação "${requestName}" na plataforma Drones Voluntários.`;
  return `https://wa.me/55${phone}?text=${encodeURIComponent(text)}`;
}

/** 'aceitaram / recusaram / sem resposta' as the coordinator counts them. */
export function rosterCounts(roster: RosterEntry[]) {
  const count = (status: InvitationStatus) => roster.filter((e) => e.status === status).length;
  return {
    accepted: count('accepted'),
    declined: count('declined'),
    pending: count('invited'),
    volunteered: count('volunteered'),
  };
}

function Counts({ roster }: { roster: RosterEntry[] }) {
  const counts = rosterCounts(roster);
  const items = [
    [counts.accepted, 'aceitaram', 'text-emerald-800'],
    [counts.declined, 'recusaram', 'text-red-800'],
    [counts.pending, 'sem resposta', 'text-slate-700'],
    ...(counts.volunteered > 0 ? [[counts.volunteered, 'voluntários', 'text-amber-900']] : []),
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2 text-center sm:flex sm:flex-wrap sm:gap-6 sm:text-left">
      {items.map(([n, label, color]) => (
        <div key={label} className="flex flex-col-reverse">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className={cn('text-2xl font-bold', color)}>{n}</dd>
        </div>
      ))}
    </dl>
  );
}

function LiveState({ state }: { state: StreamState }) {
  const live = state === 'live';
  return (
    <p className="flex items-center gap-2 text-xs text-slate-600" role="status">
      <span
        className={cn('size-2 rounded-full', live ? 'bg-emerald-600' : 'bg-slate-400')}
        aria-hidden="true"
      />
      {live ? 'Atualizado ao vivo' : state === 'connecting' ? 'Conectando…' : 'Reconectando…'}
    </p>
  );
}

interface RosterProps {
  solicitationId: string;
  requestName: string;
  /** The creator accepts volunteers while the request is open. */
  canAccept: boolean;
}

/**
 * The request's team, live: every pilot asked or offering himself, who is coming first, with a
 * call and a WhatsApp link each. Past ROSTER_PREVIEW entries the rest waits behind a button.
 */
export function Roster({ solicitationId, requestName, canAccept }: RosterProps) {
  const roster = useRoster(solicitationId);
  const state = useRosterStream(solicitationId);
  const accept = useAcceptVolunteer(solicitationId);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  if (roster.isPending) return <InlineLoader />;
  if (roster.isError) return <LoadFailure onRetry={() => void roster.refetch()} />;
  const shown = expanded ? roster.data : roster.data.slice(0, ROSTER_PREVIEW);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Counts roster={roster.data} />
        <LiveState state={state} />
      </div>
      {roster.data.length === 0 ? (
        <EmptyState icon={Users}>{EMPTY_ROSTER}</EmptyState>
      ) : (
        <ul id={listId} className="divide-y divide-slate-100" aria-label="Equipe da solicitação">
          {shown.map((entry) => {
            const { pilot } = entry;
            // An erased account keeps its place, but has no page and no contact left.
            const erased = pilot.name === ERASED_ACCOUNT_NAME;
            return (
              <li key={pilot.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                <Avatar name={pilot.name} src={pilot.urlPhoto} size="sm" />
                <div className="min-w-0 flex-1">
                  {erased ? (
                    <span className="font-medium text-slate-600">{pilot.name}</span>
                  ) : (
                    <Link
                      to={paths.driver(pilot.id)}
                      className="font-medium break-words text-slate-900 underline-offset-4 hover:underline"
                    >
                      {pilot.name}
                    </Link>
                  )}
                  <p className="text-xs break-words text-slate-600">
                    {SOURCE[entry.source]}
                    {pilot.email && ` · ${pilot.email}`}
                  </p>
                </div>
                <InvitationBadge status={entry.status} label={STATUS[entry.status]} />
                {entry.conflict && (
                  <div className="w-full pl-11">
                    <ConflictNote conflict={entry.conflict} />
                  </div>
                )}
                <DeliveryNotes entry={entry} />
                <div className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 pl-11 text-sm">
                  {pilot.phone && (
                    <>
                      <PhoneLink phone={pilot.phone} />
                      <a
                        href={whatsappLink(pilot.phone, pilot.name, requestName)}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex items-center gap-2 font-medium text-emerald-800 underline-offset-4 hover:underline"
                        aria-label={`WhatsApp de ${pilot.name}`}
                      >
                        <MessageCircle className="size-4" aria-hidden="true" />
                        WhatsApp
                      </a>
                    </>
                  )}
                  {canAccept && entry.status === 'volunteered' && (
                    <Button
                      variant="outline"
                      className="h-9"
                      disabled={accept.isPending}
                      onClick={() =>
                        accept.mutate(pilot.id, {
                          onSuccess: () => toastSuccess(`${pilot.name} está na equipe.`),
                          onError: (error) => toastFailure('Não foi possível aceitar.', error),
                        })
                      }
                      aria-label={`Aceitar ${pilot.name}`}
                    >
                      Aceitar
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {roster.data.length > ROSTER_PREVIEW && (
        <ExpandButton expanded={expanded} onExpandedChange={setExpanded} listId={listId}>
          {expanded ? 'Mostrar menos' : `Ver toda a equipe (${roster.data.length})`}
        </ExpandButton>
      )}
    </div>
  );
}
