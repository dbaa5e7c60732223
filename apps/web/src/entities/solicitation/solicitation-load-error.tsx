import { PageMessage } from '@/components/page-message';
import { ApiError } from '@/lib/api-client';
import { LOAD_FAILURE } from '@/lib/messages';

/**
 * The whole page when its request could not be read: gone (404, or 400 for an address that is no
 * request's) or failed to load; `title` names the page in the latter case.
 */
export function SolicitationLoadError({ error, title }: { error: Error; title: string }) {
  const status = error instanceof ApiError ? error.statusCode : 0;
  if (status === 404 || status === 400) {
    return (
      <PageMessage title="Solicitação não encontrada">
        Ela pode ter sido removida. Confira o endereço e tente novamente.
      </PageMessage>
    );
  }
  return <PageMessage title={title}>{LOAD_FAILURE}</PageMessage>;
}
