import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';

export type LazyResolver<TInput extends FieldValues, TOutput> = Resolver<
  TInput,
  unknown,
  TOutput
> & {
  /** Starts fetching the schema (call it when the user starts on the form). */
  preload: () => void;
};

/**
 * A zod resolver whose schema (and zod itself) is fetched on first use instead of with the page:
 * the public forms validate with the same shared schemas as the server, without zod weighing on
 * their first load.
 */
export function lazyZodResolver<TSchema extends z4.$ZodType<unknown, FieldValues>>(
  loadSchema: () => Promise<TSchema>,
): LazyResolver<z4.input<TSchema>, z4.output<TSchema>> {
  type Input = z4.input<TSchema>;
  type Output = z4.output<TSchema>;
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema as z4.$ZodType<Output, Input>) as Resolver<Input, unknown, Output>,
    );
    // A failed download may be retried on the next validation.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load() });
}
