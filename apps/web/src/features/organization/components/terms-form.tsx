import type { Terms } from '@drones/shared/organizations';
import { FormField } from '@/components/form/form-field';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { useForm } from '@/components/form/use-form';
import { toastFailure, toastSuccess, UPDATE_FAILURE } from '@/lib/messages';
import { useUpdateTerms } from '@/entities/organization/organization-api';

const termsResolver = lazyZodResolver(() =>
  import('@drones/shared/organizations').then((m) => m.termsInputSchema),
);

export const TERMS_SAVED =
  'Termo de adesão salvo. Os droneiros o aceitam de novo no próximo convite.';

/** The coordinator's editor of the body's term of adhesion (Lei 9.608/1998). */
export function TermsForm({ organizationId, terms }: { organizationId: string; terms: Terms }) {
  const update = useUpdateTerms(organizationId);
  const form = useForm({
    resolver: termsResolver,
    mode: 'onTouched',
    values: { text: terms.text },
  });

  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      await update.mutateAsync(text);
      toastSuccess(TERMS_SAVED);
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['text']);
      toastFailure(UPDATE_FAILURE, error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={termsResolver.preload} className="space-y-4">
      <FormField
        form={form}
        name="text"
        as={TextAreaField}
        label="Texto do termo"
        rows={10}
        hint={`Versão ${terms.version}. Salvar cria uma nova versão.`}
      />
      <SubmitButton pending={update.isPending} disabled={!form.formState.isDirty}>
        Salvar o termo
      </SubmitButton>
    </form>
  );
}
