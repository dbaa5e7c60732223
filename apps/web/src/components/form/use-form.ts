import { useRef, type BaseSyntheticEvent } from 'react';
import {
  useForm as useHookForm,
  type FieldErrors,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormHandleSubmit,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

/** The dotted names of the fields `errors` holds a message for ('name', 'address.city'). */
function invalidNames(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([name, error]) => {
    if (!error || typeof error !== 'object') return [];
    const path = `${prefix}${name}`;
    return 'type' in error ? [path] : invalidNames(error as FieldErrors, `${path}.`);
  });
}

/** Focuses the first invalid field of the submitted form as it reads, top to bottom. */
function focusFirstInvalid(errors: FieldErrors, event?: { target: unknown }) {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return;
  const invalid = new Set(invalidNames(errors));
  for (const element of form.elements) {
    const name = element.getAttribute('name');
    if (name && invalid.has(name) && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/**
 * react-hook-form's `useForm` as every form of the app uses it (ADR 032):
 * - a refused submit focuses the first invalid field in the page's order (react-hook-form's own
 *   focus follows the order the fields registered, which is not always the order they show);
 * - one submit at a time: a second one (a double click, Enter pressed again) while the first
 *   still runs is ignored, so a form never sends the same thing twice.
 */
export function useForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  props: UseFormProps<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useHookForm<TFieldValues, TContext, TTransformedValues>({
    ...props,
    shouldFocusError: false,
  });
  const running = useRef(false);

  const handleSubmit: UseFormHandleSubmit<TFieldValues, TTransformedValues> =
    <TResult>(
      onValid: SubmitHandler<TTransformedValues, TResult>,
      onInvalid?: SubmitErrorHandler<TFieldValues>,
    ) =>
    async (event?: BaseSyntheticEvent): Promise<Awaited<TResult> | undefined> => {
      if (running.current) {
        event?.preventDefault();
        return undefined;
      }
      running.current = true;
      try {
        return await form.handleSubmit(onValid, (errors, submitEvent) => {
          focusFirstInvalid(errors, submitEvent);
          return onInvalid?.(errors, submitEvent);
        })(event);
      } finally {
        running.current = false;
      }
    };

  return { ...form, handleSubmit };
}
