import type { Member, MemberDecision } from '@drones/shared/organizations';
import { Building2, UserMinus, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { PrivatePage } from '@/components/private-page';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toastFailure, toastSuccess, UPDATE_FAILURE } from '@/lib/messages';
import { useUser } from '@/lib/session';
import { useDecideMember, useMembers, useTerms } from '@/entities/organization/organization-api';
import { DecisionButtons } from '../components/decision-buttons';
import { IncomingShares } from '../components/incoming-shares';
import { JoinBody } from '../components/join-body';
import { MemberCard } from '../components/member-card';
import { TermsForm } from '../components/terms-form';

export const NO_BODY = 'Você ainda não participa de um órgão de Defesa Civil.';
export const NO_PENDING = 'Nenhum pedido para participar do órgão.';

const DECIDED: Record<MemberDecision['status'], string> = {
  active: 'Membro aprovado.',
  rejected: 'Pedido recusado.',
  removed: 'Membro removido do órgão.',
};

/** A query's data drawn by `render`, with its loading and failure states. */
function Loaded<T>({
  query,
  render,
}: {
  query: { isPending: boolean; isError: boolean; data?: T; refetch: () => unknown };
  render: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError || query.data === undefined) {
    return <LoadFailure onRetry={() => void query.refetch()} />;
  }
  return render(query.data);
}

function MemberList({
  members,
  actions,
}: {
  members: Member[];
  actions?: (member: Member, headingId: string) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-slate-200">
      {members.map((member) => (
        <li key={member.userId} className="py-4 first:pt-0 last:pb-0">
          <MemberCard
            member={member}
            pending={member.status === 'pending'}
            {...(actions ? { actions: (headingId: string) => actions(member, headingId) } : {})}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * /orgao (docs/design.md §12): the body the user works for. Every member sees who else is on duty
 * and the term of adhesion pilots accept; coordinators approve who asked to join, remove members,
 * write the term and test which pilots of the body's area the messages reach (`reachabilityTest`,
 * composed in by app/router.tsx).
 */
export function OrganizationRoute({ reachabilityTest }: { reachabilityTest?: ReactNode } = {}) {
  useDocumentTitle('Órgão');
  const user = useUser();
  const organization = user?.organization ?? null;
  if (!organization) {
    return (
      <PrivatePage title="Órgão">
        <div className="space-y-6">
          <EmptyState icon={Building2}>{NO_BODY}</EmptyState>
          {user?.role === 'GOVERNMENT' && (
            <SectionCard title="Participar de um órgão">
              <JoinBody />
            </SectionCard>
          )}
        </div>
      </PrivatePage>
    );
  }
  return (
    <OrganizationContent
      id={organization.id}
      name={organization.name}
      coordinator={organization.role === 'coordenador'}
      me={user!.id}
      reachabilityTest={reachabilityTest}
    />
  );
}

function OrganizationContent({
  id,
  name,
  coordinator,
  me,
  reachabilityTest,
}: {
  id: string;
  name: string;
  coordinator: boolean;
  me: string;
  reachabilityTest?: ReactNode;
}) {
  const active = useMembers(id, 'active');
  const pending = useMembers(id, 'pending', coordinator);
  const terms = useTerms(id);
  const decide = useDecideMember(id);
  const [removing, setRemoving] = useState<Member | null>(null);

  const send = async (member: Member, status: MemberDecision['status']) => {
    try {
      await decide.mutateAsync({ userId: member.userId, decision: { status } });
      toastSuccess(DECIDED[status]);
    } catch (error) {
      toastFailure(UPDATE_FAILURE, error);
    }
  };

  return (
    <PrivatePage
      title={name}
      description={
        <p>{coordinator ? 'Você coordena este órgão.' : 'Você é operador deste órgão.'}</p>
      }
    >
      <div className="space-y-6">
        {coordinator && (
          <SectionCard title="Aguardando aprovação">
            <Loaded
              query={pending}
              render={(members) =>
                members.length === 0 ? (
                  <p className="text-slate-600">{NO_PENDING}</p>
                ) : (
                  <MemberList
                    members={members}
                    actions={(member, headingId) => (
                      <DecisionButtons
                        acceptLabel="Aprovar"
                        headingId={headingId}
                        disabled={decide.isPending}
                        onDecide={(accepted) => void send(member, accepted ? 'active' : 'rejected')}
                      />
                    )}
                  />
                )
              }
            />
          </SectionCard>
        )}
        {coordinator && reachabilityTest && (
          <SectionCard title="Teste de alcance">{reachabilityTest}</SectionCard>
        )}
        <SectionCard title="Pedidos de apoio de outros órgãos">
          <IncomingShares coordinator={coordinator} />
        </SectionCard>
        <SectionCard title="Membros">
          <Loaded
            query={active}
            render={(members) =>
              members.length === 0 ? (
                <EmptyState icon={Users}>Nenhum membro ativo.</EmptyState>
              ) : (
                <MemberList
                  members={members}
                  {...(coordinator
                    ? {
                        actions: (member: Member, headingId: string) =>
                          member.userId === me ? null : (
                            <Button
                              variant="outline"
                              disabled={decide.isPending}
                              aria-describedby={headingId}
                              onClick={() => setRemoving(member)}
                            >
                              <UserMinus aria-hidden="true" />
                              Remover
                            </Button>
                          ),
                      }
                    : {})}
                />
              )
            }
          />
        </SectionCard>
        <SectionCard title="Termo de adesão">
          <Loaded
            query={terms}
            render={(current) =>
              coordinator ? (
                <TermsForm organizationId={id} terms={current} />
              ) : (
                <>
                  <p className="text-sm text-slate-500">Versão {current.version}</p>
                  <p className="mt-2 whitespace-pre-wrap text-slate-800">{current.text}</p>
                </>
              )
            }
          />
        </SectionCard>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={`Remover ${removing?.name ?? ''} do órgão?`}
        description="Ele deixa de ver e de agir nas solicitações do órgão na mesma hora."
        confirmLabel="Remover"
        pending={decide.isPending}
        onConfirm={() => {
          if (!removing) return;
          void send(removing, 'removed').then(() => setRemoving(null));
        }}
        onCancel={() => setRemoving(null)}
      />
    </PrivatePage>
  );
}
