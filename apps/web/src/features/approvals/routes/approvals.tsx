import { Inbox, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { PrivatePage } from '@/components/private-page';
import { PageLoader } from '@/components/page-loader';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/hooks/use-toast';
import { useDecideApproval } from '../api/decide-approval';
import { usePendingAccounts } from '../api/get-pending-accounts';
import { ApprovalDialog, type PendingDecision } from '../components/approval-dialog';
import { PendingAccountCard } from '../components/pending-account-card';

const LOAD_FAILURE_MESSAGE = 'Erro ao carregar informações, tente novamente mais tarde.';
const DECISION_FAILURE_MESSAGE = 'Erro ao atualizar informações, tente novamente mais tarde!';
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
      toast({ title: DECISION_FAILURE_MESSAGE, variant: 'destructive' });
    }
    setDecision(null);
  };

  let content;
  if (accounts.isPending) {
    content = <PageLoader />;
  } else if (accounts.isError) {
    content = (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
        <p role="alert" className="text-slate-700">
          {LOAD_FAILURE_MESSAGE}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void accounts.refetch()}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </div>
    );
  } else if (accounts.data.length === 0) {
    content = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <Inbox className="size-10 text-slate-400" aria-hidden="true" />
        <p className="mt-4 font-medium text-slate-700">{EMPTY_MESSAGE}</p>
      </div>
    );
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
