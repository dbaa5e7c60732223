import {
  auditActionLabels,
  auditTargetLabels,
  REMOVED_REQUEST_NAME,
  type AuditEvent,
  type AuditTargetType,
} from '@drones/shared/audit';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

interface AuditTableProps {
  events: AuditEvent[];
  onFilterActor: (actor: { id: string; name: string }) => void;
}

const COLUMNS = ['Data e hora', 'Ação', 'Pessoa', 'Alvo', 'Endereço IP'] as const;

/** 'dd/MM/yyyy HH:mm:ss', in the browser's time zone. */
const formatInstant = (at: string) => format(new Date(at), 'dd/MM/yyyy HH:mm:ss');

const muted = (text: string) => <span className="text-slate-500">{text}</span>;

function Person({
  event,
  onFilterActor,
}: { event: AuditEvent } & Pick<AuditTableProps, 'onFilterActor'>) {
  const actor = event.actor;
  if (!actor) {
    return muted(event.details.source === 'create-admin' ? 'Comando create-admin' : 'Sem sessão');
  }
  return (
    <button
      type="button"
      onClick={() => onFilterActor(actor)}
      title={`Ver só os eventos de ${actor.name}`}
      className="text-left font-medium break-words text-brand-700 underline-offset-2 hover:underline"
    >
      {actor.name}
      <span className="sr-only"> (ver só os eventos desta pessoa)</span>
    </button>
  );
}

function Target({ event }: { event: AuditEvent }) {
  const type = event.targetType as AuditTargetType | null;
  if (!type || !event.targetId) {
    return event.details.knownAccount === false ? muted('E-mail não cadastrado') : muted('—');
  }
  if (type === 'user') return <span className="break-words">{event.targetName}</span>;
  const label = auditTargetLabels[type] ?? type;
  if (type === 'solicitation') {
    // The request by its name, linked while it exists.
    const name = event.targetName ?? REMOVED_REQUEST_NAME;
    return (
      <span className="break-words">
        <span className="text-slate-500">{label}: </span>
        {name === REMOVED_REQUEST_NAME ? (
          muted(name)
        ) : (
          <Link
            to={paths.solicitation(event.targetId)}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {name}
          </Link>
        )}
      </span>
    );
  }
  return <span>{label}</span>;
}

/**
 * The events as a table on wide screens; on narrow ones each row stacks into a card whose cells
 * carry their column's name. The explicit roles keep it a table for screen readers either way.
 */
export function AuditTable({ events, onFilterActor }: AuditTableProps) {
  const cells = (event: AuditEvent): ReactNode[] => [
    <time dateTime={event.at}>{formatInstant(event.at)}</time>,
    <span className="font-medium text-slate-900">{auditActionLabels[event.action]}</span>,
    <Person event={event} onFilterActor={onFilterActor} />,
    <Target event={event} />,
    event.ip ? <span className="font-mono text-sm break-all">{event.ip}</span> : muted('—'),
  ];
  return (
    <table
      role="table"
      className="block w-full text-sm sm:table sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white"
    >
      <caption className="sr-only">
        Eventos do registro de auditoria, mais recentes primeiro
      </caption>
      <thead role="rowgroup" className="sr-only sm:not-sr-only sm:table-header-group">
        <tr role="row">
          {COLUMNS.map((column) => (
            <th
              key={column}
              role="columnheader"
              scope="col"
              className="border-b border-slate-200 px-4 py-3 text-left font-semibold whitespace-nowrap text-slate-700"
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-3 sm:table-row-group sm:space-y-0">
        {events.map((event) => (
          <tr
            key={event.id}
            role="row"
            className="block rounded-2xl border border-slate-200 bg-white p-4 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0 sm:last:border-b-0"
          >
            {cells(event).map((content, index) => (
              <td
                key={COLUMNS[index]}
                role="cell"
                className="grid grid-cols-[7.5rem_1fr] gap-2 py-1 align-top sm:table-cell sm:px-4 sm:py-3"
              >
                <span aria-hidden="true" className="text-slate-500 sm:hidden">
                  {COLUMNS[index]}
                </span>
                <span className="min-w-0">{content}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
