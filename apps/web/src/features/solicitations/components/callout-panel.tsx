import {
  autoCalloutInputSchema,
  MAX_CALLOUT_MESSAGE,
  type AutoCallout,
} from '@drones/shared/invitations';
import { Megaphone, Repeat } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { format } from 'date-fns';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { useAutoCallout, useCallOut, useStartAutoCallout, useStopAutoCallout } from '../api/roster';

const droneiros = (n: number) => `${n} ${n === 1 ? 'droneiro' : 'droneiros'}`;

/** The toast after a call-out: how many were called now, and how many already had been. */
export function calloutOutcome(invited: number, alreadyInvited: number): string {
  const now =
    invited === 0
      ? 'Nenhum droneiro novo convocado'
      : `${droneiros(invited)} ${invited === 1 ? 'convocado' : 'convocados'}`;
  if (alreadyInvited === 0) return `${now}.`;
  return `${now} (${alreadyInvited} já ${alreadyInvited === 1 ? 'tinha' : 'tinham'} convite).`;
}

const MESSAGE_HINT =
  'Ponto de encontro, regras de segurança: aparece no convite de cada convocado, no e-mail e no app.';

interface CalloutPanelProps {
  solicitationId: string;
  selected: string[];
  /** Selects the best ten shown who have no invitation yet. */
  onSelectFirst: () => void;
  onCalled: () => void;
}

/** The creator calls the pilots he selected, with an optional message for them. */
export function CalloutPanel({
  solicitationId,
  selected,
  onSelectFirst,
  onCalled,
}: CalloutPanelProps) {
  const [message, setMessage] = useState('');
  const callOut = useCallOut(solicitationId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected.length === 0) return;
    callOut.mutate(
      { pilotIds: selected, ...(message.trim() ? { message: message.trim() } : {}) },
      {
        onSuccess: ({ invited, alreadyInvited }) => {
          toastSuccess(calloutOutcome(invited, alreadyInvited));
          setMessage('');
          onCalled();
        },
        onError: (error) => toastFailure('Não foi possível convocar.', error),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Megaphone className="text-brand-700 size-5" aria-hidden="true" />
        Convocar droneiros
      </h3>
      <TextAreaField
        label="Mensagem (opcional)"
        rows={2}
        maxLength={MAX_CALLOUT_MESSAGE}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        hint={MESSAGE_HINT}
      />
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {selected.length === 0
            ? 'Nenhum droneiro selecionado'
            : `${droneiros(selected.length)} ${selected.length === 1 ? 'selecionado' : 'selecionados'}`}
        </p>
        <div className="flex flex-1 flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onSelectFirst}>
            Selecionar os 10 primeiros
          </Button>
          <Button type="submit" disabled={selected.length === 0 || callOut.isPending}>
            {callOut.isPending ? 'Convocando…' : 'Convocar'}
          </Button>
        </div>
      </div>
    </form>
  );
}

function RunningAuto({ solicitationId, auto }: { solicitationId: string; auto: AutoCallout }) {
  const stop = useStopAutoCallout(solicitationId);
  const reached = auto.accepted >= auto.wanted;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-800" role="status">
        <strong>Convocação automática ativa:</strong> {auto.accepted} de {auto.wanted}{' '}
        {auto.wanted === 1 ? 'aceitou' : 'aceitaram'}.{' '}
        {reached
          ? 'Meta atingida.'
          : `Próximo passo às ${format(new Date(auto.nextStepAt), 'HH:mm')}, a cada ${auto.everyMinutes} min.`}
        {auto.message && (
          <span className="mt-1 block break-words whitespace-pre-line text-slate-700">
            Mensagem: {auto.message}
          </span>
        )}
      </p>
      <Button
        variant="outline"
        disabled={stop.isPending}
        onClick={() =>
          stop.mutate(undefined, {
            onSuccess: () => toastSuccess('Convocação automática interrompida.'),
            onError: (error) => toastFailure('Não foi possível interromper.', error),
          })
        }
      >
        Parar convocação automática
      </Button>
    </div>
  );
}

/**
 * 'Convocação automática': how many pilots are needed and how often to call the next ones; the
 * server invites the best ones not yet invited and goes down the ranking until enough accept.
 */
export function AutoCalloutPanel({ solicitationId }: { solicitationId: string }) {
  const auto = useAutoCallout(solicitationId);
  const start = useStartAutoCallout(solicitationId);
  const [wanted, setWanted] = useState('2');
  const [everyMinutes, setEveryMinutes] = useState('10');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{
    wanted?: string;
    everyMinutes?: string;
    message?: string;
  }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = autoCalloutInputSchema.safeParse({
      wanted,
      everyMinutes,
      ...(message.trim() ? { message } : {}),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    start.mutate(
      { auto: parsed.data },
      {
        onSuccess: ({ invited, auto: running }) =>
          toastSuccess(
            running || invited > 0
              ? `Convocação automática iniciada: ${calloutOutcome(invited, 0)}`
              : 'Não há droneiros recomendados ainda sem convite.',
          ),
        onError: (error) =>
          toastFailure('Não foi possível iniciar a convocação automática.', error),
      },
    );
  };

  return (
    <section
      aria-label="Convocação automática"
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Repeat className="text-brand-700 size-5" aria-hidden="true" />
        Convocação automática
      </h3>
      {auto.data ? (
        <RunningAuto solicitationId={solicitationId} auto={auto.data} />
      ) : (
        <form onSubmit={submit} className="space-y-3" noValidate>
          <p className="text-sm text-slate-700">
            Convida os melhores recomendados ainda sem convite e, a cada intervalo, os seguintes,
            até que aceitem os droneiros necessários.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Droneiros necessários"
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              value={wanted}
              onChange={(event) => setWanted(event.target.value)}
              error={errors.wanted}
            />
            <TextField
              label="Intervalo (minutos)"
              type="number"
              inputMode="numeric"
              min={1}
              max={120}
              value={everyMinutes}
              onChange={(event) => setEveryMinutes(event.target.value)}
              error={errors.everyMinutes}
            />
          </div>
          <TextAreaField
            label="Mensagem da convocação automática (opcional)"
            rows={2}
            maxLength={MAX_CALLOUT_MESSAGE}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={errors.message}
            hint={MESSAGE_HINT}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={start.isPending || auto.isPending}>
              Iniciar
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
