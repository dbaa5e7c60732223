import { CircleCheck, LoaderCircle, RadioTower } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { REACHABILITY_NOTICE, RECEIPT_CONFIRMED } from '@/entities/reachability/messages';
import {
  useConfirmReachability,
  usePendingReachabilityTests,
} from '@/entities/reachability/reachability-api';
import { formatDateTime } from '@/lib/dates';
import { toastFailure, toastSuccess, UPDATE_FAILURE } from '@/lib/messages';

/**
 * The reachability tests the pilot has not confirmed (the last 24 hours), above his invitations:
 * 'Confirmar recebimento' confirms with his session and the notice goes. Nothing shows while
 * they load, when there are none, or when they cannot be read.
 */
export function ReachabilityNotices() {
  const tests = usePendingReachabilityTests();
  const confirm = useConfirmReachability();
  if (!tests.data || tests.data.length === 0) return null;

  const send = (id: string) =>
    confirm.mutate(
      { id },
      {
        onSuccess: () => toastSuccess(RECEIPT_CONFIRMED),
        onError: (error) => toastFailure(UPDATE_FAILURE, error),
      },
    );

  return (
    <section aria-label="Teste de alcance" className="space-y-3">
      {tests.data.map((test) => {
        const sending = confirm.isPending && confirm.variables.id === test.id;
        return (
          <article
            key={test.id}
            aria-labelledby={`alcance-${test.id}`}
            className="border-brand-200 bg-brand-50 flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center"
          >
            <RadioTower className="text-brand-700 size-6 shrink-0" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <h2 id={`alcance-${test.id}`} className="font-semibold text-slate-900">
                Teste de alcance
              </h2>
              <p className="mt-0.5 text-sm text-slate-700">{REACHABILITY_NOTICE}</p>
              <p className="mt-0.5 text-xs text-slate-600">
                Enviado em{' '}
                <time dateTime={test.createdAt} className="whitespace-nowrap">
                  {formatDateTime(test.createdAt)}
                </time>
              </p>
            </div>
            <Button
              disabled={confirm.isPending}
              aria-busy={sending}
              aria-describedby={`alcance-${test.id}`}
              onClick={() => send(test.id)}
            >
              {sending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <CircleCheck aria-hidden="true" />
              )}
              Confirmar recebimento
            </Button>
          </article>
        );
      })}
    </section>
  );
}
