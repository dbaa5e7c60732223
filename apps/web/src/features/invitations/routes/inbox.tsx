import { Inbox, Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { LoadMore } from '@/components/load-more';
import { PrivatePage } from '@/components/private-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAllInvitations, useCommunications, usePendingInvitations } from '../api/inbox';
import { InboxCommunication } from '../components/inbox-communication';
import { InboxInvitation } from '../components/inbox-invitation';
import { ReachabilityNotices } from '../components/reachability-notices';

const TITLE = 'Convites';

/** What a section needs of a paged list's state. */
interface ListState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** One list of the inbox with its loading, failure, empty and next-page states. */
function Section<T extends { id: string }>({
  title,
  list,
  items,
  empty,
  render,
}: {
  title: string;
  list: ListState;
  items: T[];
  empty: ReactNode;
  render: (item: T) => ReactNode;
}) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-brand-700 text-sm font-bold tracking-wider uppercase">{title}</h2>
      {list.isPending ? (
        <InlineLoader />
      ) : list.isError ? (
        <LoadFailure onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        empty
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {items.map((item) => (
            <li key={item.id} className="min-w-0">
              {render(item)}
            </li>
          ))}
        </ul>
      )}
      <LoadMore pages={list} />
    </section>
  );
}

/**
 * /convites: the reachability tests the pilot has yet to confirm, his invitations (unanswered
 * first, then answered or cancelled) and the broadcasts.
 */
export function InboxRoute() {
  useDocumentTitle(TITLE);
  const pending = usePendingInvitations();
  const all = useAllInvitations();
  const communications = useCommunications();
  // Every invitation no longer waiting: answered, or of a request since cancelled.
  const closed = all.items.filter(
    (invitation) => invitation.status !== 'invited' || invitation.cancelledAt,
  );

  return (
    <PrivatePage
      title={TITLE}
      description="Os chamados da Defesa Civil para você e os comunicados a todos os droneiros."
    >
      <div className="space-y-8">
        <ReachabilityNotices />
        <Section
          title="Aguardando resposta"
          list={pending}
          items={pending.items}
          empty={<EmptyState icon={Inbox}>Nenhum convite aguardando a sua resposta.</EmptyState>}
          render={(invitation) => <InboxInvitation invitation={invitation} />}
        />
        <Section
          title="Respondidos e cancelados"
          list={all}
          items={closed}
          empty={<p className="text-sm text-slate-600">Nenhum convite respondido ainda.</p>}
          render={(invitation) => <InboxInvitation invitation={invitation} />}
        />
        <Section
          title="Comunicados"
          list={communications}
          items={communications.items}
          empty={<EmptyState icon={Megaphone}>Nenhum comunicado ainda.</EmptyState>}
          render={(communication) => <InboxCommunication communication={communication} />}
        />
      </div>
    </PrivatePage>
  );
}
