import { auditActions, type AuditAction } from '@drones/shared/audit';
import { ScrollText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { LoadMore } from '@/components/load-more';
import { PrivatePage } from '@/components/private-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatInteger } from '@/lib/format';
import { useAuditEvents, type AuditFilters as Filters } from '../api/get-audit-events';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

export const EMPTY_MESSAGE = 'Nenhum evento encontrado.';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters kept in the address (the API's names), so a reload or a shared link keeps them. */
function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const valid = (name: string, test: (value: string) => boolean) => {
    const value = params.get(name);
    return value && test(value) ? value : undefined;
  };
  const filters: Filters = {
    action: valid('action', (value) => auditActions.includes(value as AuditAction)) as
      AuditAction | undefined,
    actor: valid('actor', (value) => UUID.test(value)),
    from: valid('from', (value) => DAY.test(value)),
    to: valid('to', (value) => DAY.test(value)),
  };
  const change = (changes: Partial<Filters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return { filters, change };
}

export function AuditRoute() {
  useDocumentTitle('Auditoria');
  const { filters, change } = useAuditFilters();
  const events = useAuditEvents(filters);
  // The name of the person picked in the list, until the filtered list shows it itself.
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const actorName =
    events.items.find((event) => event.actor?.id === filters.actor)?.actor?.name ??
    (picked?.id === filters.actor ? picked?.name : undefined);

  let content: ReactNode;
  if (events.isPending) {
    content = <InlineLoader />;
  } else if (events.isError) {
    content = <LoadFailure onRetry={() => void events.refetch()} />;
  } else if (events.items.length === 0) {
    content = <EmptyState icon={ScrollText}>{EMPTY_MESSAGE}</EmptyState>;
  } else {
    content = (
      <>
        <p className="mb-3 text-sm text-slate-500" aria-live="polite">
          {formatInteger(events.total)} {events.total === 1 ? 'evento' : 'eventos'}
        </p>
        <AuditTable
          events={events.items}
          onFilterActor={(actor) => {
            setPicked(actor);
            change({ actor: actor.id });
          }}
        />
        <LoadMore pages={events} />
      </>
    );
  }

  return (
    <PrivatePage
      title="Auditoria"
      description={
        <p>
          Entradas no sistema, trocas de senha e de e-mail, aprovações, exportações e leituras de
          certificados e formulários da ANAC, mais recentes primeiro. Os registros não podem ser
          alterados nem apagados.
        </p>
      }
    >
      <AuditFilters filters={filters} actorName={actorName} onChange={change} />
      <div className="mt-6">{content}</div>
    </PrivatePage>
  );
}
