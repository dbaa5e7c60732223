import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { FormPage } from '@/components/form-page';
import { Button } from '@/components/ui/button';
import { REACHABILITY_NOTICE, RECEIPT_CONFIRMED } from '@/entities/reachability/messages';
import { useConfirmReachability } from '@/entities/reachability/reachability-api';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, serverMessageOf } from '@/lib/api-client';
import { UPDATE_FAILURE } from '@/lib/messages';

const TITLE = 'Teste de alcance da Defesa Civil';

/**
 * `/alcance/{id}/{token}`: the link of a reachability test's e-mail (and of its notification),
 * confirmed without signing in. Opening it sends nothing: the pilot confirms with the button, so
 * a mail scanner following the link confirms nothing, as with the invitations' links. The
 * notification confirms when tapped and opens it with `?confirmado=1`.
 */
export function ReachabilityLinkRoute() {
  useDocumentTitle(TITLE);
  const { id = '', token = '' } = useParams();
  const confirm = useConfirmReachability();
  const [params] = useSearchParams();

  if (confirm.isSuccess || params.get('confirmado') === '1') {
    return (
      <FormPage title={TITLE}>
        <p role="status" className="flex items-start gap-3 text-lg font-medium text-slate-900">
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden="true" />
          {RECEIPT_CONFIRMED}
        </p>
        <p className="mt-3 text-slate-600">Pode fechar esta página.</p>
      </FormPage>
    );
  }
  const notFound = confirm.error instanceof ApiError && confirm.error.statusCode === 404;
  if (notFound) {
    return (
      <FormPage title="Teste de alcance não encontrado">
        <p role="alert" className="text-slate-700">
          Este link de teste de alcance não é válido. Confira se ele foi copiado inteiro da
          mensagem.
        </p>
      </FormPage>
    );
  }
  return (
    <FormPage title={TITLE} description={<p>{REACHABILITY_NOTICE}</p>}>
      <p className="text-slate-700">Confirme que esta mensagem chegou até você.</p>
      {confirm.isError && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {serverMessageOf(confirm.error) ?? UPDATE_FAILURE}
        </p>
      )}
      <Button
        size="lg"
        className="mt-6 w-full"
        disabled={confirm.isPending}
        aria-busy={confirm.isPending}
        onClick={() => confirm.mutate({ id, token })}
      >
        {confirm.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <CircleCheck aria-hidden="true" />
        )}
        Confirmar recebimento
      </Button>
    </FormPage>
  );
}
