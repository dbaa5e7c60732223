import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** The props of a group of fields drawn in several forms: any form whose values include its own. */
export interface FieldGroupProps<TValues extends FieldValues, TContext, TOutput> {
  form: UseFormReturn<TValues, TContext, TOutput>;
}

/**
 * The whole form, seen as a form of the group's fields `TFields` only: their names are in every
 * form that draws the group (its props' `TValues extends TFields` says so).
 */
export function groupForm<TFields extends FieldValues>(form: object) {
  return form as UseFormReturn<TFields>;
}
