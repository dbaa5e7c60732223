import type { QuietHours } from '@drones/shared/channels';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { toastFailure, toastSuccess, UPDATE_FAILURE, UPDATED } from '@/lib/messages';
import { useUpdateChannels } from '../api/channels';

export const QUIET_HOURS_NOTE = 'Fora das convocações urgentes, só o e-mail chega neste horário.';

/** What the form starts with when the pilot has none: a night's sleep. */
const NIGHT = { start: '22:00', end: '07:00' };

// The shared clock rule checks each time, only while the quiet hours are on.
const resolver = lazyZodResolver(() =>
  Promise.all([import('zod'), import('@drones/shared/channels')]).then(
    ([{ z }, { quietHoursSchema }]) => {
      const clock = quietHoursSchema.unwrap().shape.start;
      return z
        .object({ on: z.boolean(), start: z.string(), end: z.string() })
        .superRefine((values, ctx) => {
          if (!values.on) return;
          for (const name of ['start', 'end'] as const) {
            const checked = clock.safeParse(values[name]);
            if (!checked.success) {
              ctx.addIssue({
                code: 'custom',
                path: [name],
                message: checked.error.issues[0]?.message,
              });
            }
          }
        });
    },
  ),
);

/**
 * 'Horário de silêncio': the hours (America/Sao_Paulo; a start after the end spans midnight) in
 * which only e-mail reaches the pilot, except for urgent calls.
 */
export function QuietHoursForm({ quietHours }: { quietHours: QuietHours }) {
  const update = useUpdateChannels();
  const form = useForm({
    resolver,
    mode: 'onSubmit',
    defaultValues: { on: quietHours !== null, ...(quietHours ?? NIGHT) },
  });
  const { handleSubmit, register, reset, setError, control } = form;
  const on = useWatch({ control, name: 'on' });

  const onSubmit = handleSubmit(async ({ on, start, end }) => {
    const next = on ? { start, end } : null;
    try {
      // No channel named: only the quiet hours change.
      await update.mutateAsync({ enabled: {}, quietHours: next });
    } catch (error) {
      showServerFieldErrors(error, setError, ['start', 'end']);
      toastFailure(UPDATE_FAILURE, error);
      return;
    }
    reset({ on, start, end });
    toastSuccess(UPDATED);
  });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={resolver.preload} className="space-y-4">
      <p className="text-slate-600">{QUIET_HOURS_NOTE}</p>
      <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
        <input type="checkbox" className="accent-brand-600 size-5" {...register('on')} />
        Ativar o horário de silêncio
      </label>
      <fieldset disabled={!on} className="grid grid-cols-2 gap-3 disabled:opacity-60 sm:max-w-sm">
        <legend className="sr-only">Horário de silêncio</legend>
        <FormField form={form} name="start" label="Início" type="time" />
        <FormField form={form} name="end" label="Fim" type="time" />
      </fieldset>
      <SubmitButton pending={update.isPending} className="h-11 w-full sm:w-auto">
        Salvar horário
      </SubmitButton>
    </form>
  );
}
