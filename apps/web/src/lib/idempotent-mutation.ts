import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';

/** What makes two sends the same write: the values, and each file by name, type and size. */
function contentOf(variables: unknown): string {
  return JSON.stringify(variables, (_key, value: unknown) =>
    // A photo scaled down again before a resend is a new File with the same bytes.
    value instanceof Blob
      ? { name: value instanceof File ? value.name : '', type: value.type, size: value.size }
      : value,
  );
}

type IdempotentMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> & {
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
};

interface Write<TData> {
  content: string;
  key: string;
  /** Its answer, on its way or received; dropped when it failed, so a retry sends it again. */
  answer?: Promise<TData>;
}

/**
 * A mutation that creates something, sent with an `Idempotency-Key` (docs/design.md §11, ADR 032). The
 * same content sent again from the same form (a double click, a retry after an error or a lost
 * answer) keeps its key, so the server does it once; while it is on its way or once it got
 * through, sending it again gets its answer without a second request. Other content (a new fill
 * after a success included) gets a new key.
 */
export function useIdempotentMutation<TData, TVariables>({
  mutationFn,
  ...options
}: IdempotentMutationOptions<TData, TVariables>) {
  const last = useRef<Write<TData> | null>(null);
  return useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) => {
      const content = contentOf(variables);
      if (last.current?.content !== content) {
        last.current = { content, key: crypto.randomUUID() };
      }
      const write = last.current;
      write.answer ??= mutationFn(variables, write.key).catch((error: unknown) => {
        write.answer = undefined;
        throw error;
      });
      return write.answer;
    },
  });
}
