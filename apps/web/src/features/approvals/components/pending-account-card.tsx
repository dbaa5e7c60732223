import type { UserListItem } from '@drones/shared/users';
import { maskPhone } from '@drones/shared/phone';
import { Check, X } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';

interface PendingAccountCardProps {
  account: UserListItem;
  onDecide: (approved: boolean) => void;
  disabled: boolean;
}

export function PendingAccountCard({ account, onDecide, disabled }: PendingAccountCardProps) {
  const headingId = `conta-${account.id}`;

  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6 lg:flex-row lg:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <Avatar name={account.name} src={account.urlPhoto} size="md" />
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {account.name}
          </h2>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-slate-500">E-mail</dt>
            <dd className="wrap-anywhere text-slate-800">{account.email}</dd>
            <dt className="font-medium text-slate-500">Telefone</dt>
            <dd className="text-slate-800">{account.phone ? maskPhone(account.phone) : '—'}</dd>
            <dt className="font-medium text-slate-500">Cadastro em</dt>
            <dd className="text-slate-800">{formatDate(account.createdAt)}</dd>
          </dl>
        </div>
      </div>
      <div className="flex gap-3 sm:justify-end">
        <Button
          variant="outline"
          className="flex-1 sm:flex-none"
          disabled={disabled}
          onClick={() => onDecide(false)}
          aria-describedby={headingId}
        >
          <X aria-hidden="true" />
          Recusar
        </Button>
        <Button
          className="flex-1 sm:flex-none"
          disabled={disabled}
          onClick={() => onDecide(true)}
          aria-describedby={headingId}
        >
          <Check aria-hidden="true" />
          Aprovar
        </Button>
      </div>
    </Card>
  );
}
