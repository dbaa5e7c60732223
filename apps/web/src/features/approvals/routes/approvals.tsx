import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailure } from '@/components/load-failure';
import { PrivatePage } from '@/components/private-page';
import { PageLoader } from '@/components/page-loader';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/hooks/use-toast';
import { UPDATE_FAILURE } from '@/lib/messages';
import { useDecideApproval } from '../api/decide-approval';
import { usePendingAccounts } from '../api/get-pending-accounts';
import { ApprovalDialog, type PendingDecision } from '../components/approval-dialog';
import { PendingAccountCard } from '../components/pending-account-card';

export const EMPTY_MESSAGE = 'Nenhuma conta aguardando aprovação.';

export function ApprovalsRoute() {
  useDocumentTitle('Aprovações');
  const accounts = usePendingAccounts();
  const decide = useDecideApproval();
  const [decision, setDecision] = useState<PendingDecision | null>(null);

  const confirm = async () => {
    if (!decision) return;
    try {
      await decide.mutateAsync({ id: decision.account.id, approved: decision.approved });
      toast({
        title: decision.approved ? 'Conta aprovada com sucesso!' : 'Conta recusada.',
        description: decision.account.name,
      });
    } catch {
      toast({ title: UPDATE_FAILURE, variant: 'destructive' });
    }
    setDecision(null);
  };

  let content;
  if (accounts.isPending) {
    content = <PageLoader />;
  } else if (accounts.isError) {
    content = <LoadFailure onRetry={() => void accounts.refetch()} />;
  } else if (accounts.data.length === 0) {
    content = <EmptyState icon={Inbox}>{EMPTY_MESSAGE}</EmptyState>;
  } else {
    content = (
      <ul className="space-y-4">
        {accounts.data.map((account) => (
          <li key={account.id}>
            <PendingAccountCard
              account={account}
              disabled={decide.isPending}
              onDecide={(approved) => setDecision({ account, approved })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PrivatePage
      title="Aprovações"
      description={
        <p>
          Contas da Defesa Civil que aguardam aprovação. Só as contas aprovadas consultam os
          droneiros cadastrados e criam solicitações.
        </p>
      }
    >
      {content}
      <ApprovalDialog
        decision={decision}
        pending={decide.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setDecision(null)}
      />
    </PrivatePage>
  );
}
