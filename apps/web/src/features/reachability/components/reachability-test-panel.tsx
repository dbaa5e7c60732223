import { useSearchParams } from 'react-router';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import {
  useCreateReachabilityTest,
  useReachabilityTest,
} from '@/entities/reachability/reachability-api';
import { ApiError, serverMessageOf } from '@/lib/api-client';
import { REGISTER_FAILURE, toastSuccess } from '@/lib/messages';
import { ReachabilityResult } from './reachability-result';
import { ReachabilityTestForm, type ReachabilityScope } from './reachability-test-form';

export const TEST_SENT = 'Teste de alcance enviado.';
const PARAM = 'teste';

/** The test shown, kept in the address (`?teste=`) so a reload or a link opens it again. */
function useShownTest() {
  const [params, setParams] = useSearchParams();
  const id = params.get(PARAM);
  const show = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return { id, show };
}

function Result({ id }: { id: string }) {
  const test = useReachabilityTest(id);
  if (test.isPending) return <InlineLoader />;
  if (test.isError) {
    const status = test.error instanceof ApiError ? test.error.statusCode : 0;
    if (status === 403 || status === 404) {
      return (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {status === 404
            ? 'Teste de alcance não encontrado.'
            : 'Você não pode ver o resultado deste teste.'}
        </p>
      );
    }
    return <LoadFailure onRetry={() => void test.refetch()} />;
  }
  return (
    <ReachabilityResult
      test={test.data}
      refreshing={test.isFetching}
      onRefresh={() => void test.refetch()}
    />
  );
}

/**
 * 'Teste de alcance' (docs/design.md §13): the area's form and, once sent (or opened from the
 * address), the test's result, read again every 10 seconds.
 */
export function ReachabilityTestPanel({ scope }: { scope: ReachabilityScope }) {
  const { id, show } = useShownTest();
  const create = useCreateReachabilityTest();
  const failure = create.isError ? (serverMessageOf(create.error) ?? REGISTER_FAILURE) : null;

  return (
    <div className="space-y-6">
      <ReachabilityTestForm
        scope={scope}
        pending={create.isPending}
        onSend={(input) =>
          create.mutate(input, {
            onSuccess: (test) => {
              toastSuccess(TEST_SENT);
              show(test.id);
            },
          })
        }
      />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      {id && (
        <div className="border-t border-slate-200 pt-6">
          <Result key={id} id={id} />
        </div>
      )}
    </div>
  );
}
