import type { ComponentProps, ReactNode } from 'react';
import { SubmitButton } from './submit-button';

type FormActionsProps = ComponentProps<typeof SubmitButton> & {
  /** Before the submit button (the registration's skip, a way back). */
  secondaryAction?: ReactNode;
};

/** The end of a long form: its large submit button, at the right from the small screens up. */
export function FormActions({ secondaryAction, ...submit }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {secondaryAction}
      <SubmitButton size="lg" {...submit} />
    </div>
  );
}
