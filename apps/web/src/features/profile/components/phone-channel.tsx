import {
  CHANNEL_LABELS,
  CODE_LENGTH,
  CODE_MINUTES,
  INVALID_CODE,
  NO_PHONE,
  type ChannelSetting,
  type PhoneChannel,
  type QuietHours,
} from '@drones/shared/channels';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '@/components/form/form-field';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { paths } from '@/lib/paths';
import { useConfirmChannelCode, useSendChannelCode } from '../api/channels';
import { ChannelSwitch } from './channel-switch';
import { useChannelToggle } from './channel-toggle';

const CODE_FORMAT = `Informe os ${CODE_LENGTH} dígitos do código`;
const SEND_FAILURE = 'Não foi possível enviar o código.';
const CONFIRM_FAILURE = 'Não foi possível confirmar o telefone, tente novamente.';

const codeResolver = lazyZodResolver(() =>
  import('zod').then(({ z }) =>
    z.object({
      // CODE_LENGTH digits.
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, CODE_FORMAT),
    }),
  ),
);

/** The refusal of a code to show on its field: wrong or spent (400), too many tries (429). */
function codeErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || ![400, 409, 429].includes(error.statusCode)) return null;
  return error.errors.find((e) => e.path === 'code')?.message ?? (error.message || INVALID_CODE);
}

interface CodeFormProps {
  channel: PhoneChannel;
  onResend: () => void;
  resending: boolean;
  onConfirmed: () => void;
}

/** The code received by WhatsApp or SMS, typed back to verify the phone for that channel. */
function CodeForm({ channel, onResend, resending, onConfirmed }: CodeFormProps) {
  const confirm = useConfirmChannelCode(channel);
  const form = useForm({
    resolver: codeResolver,
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const { handleSubmit, setError, setFocus } = form;
  // The code was just sent: the field that waits for it takes the focus.
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code);
    } catch (error) {
      const message = codeErrorOf(error);
      if (message) setError('code', { type: 'server', message }, { shouldFocus: true });
      else toastFailure(CONFIRM_FAILURE, error);
      return;
    }
    toastSuccess(`Telefone confirmado para ${CHANNEL_LABELS[channel]}.`);
    onConfirmed();
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={codeResolver.preload}
      className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
      aria-label={`Confirmar telefone para ${CHANNEL_LABELS[channel]}`}
    >
      <FormField
        form={form}
        name="code"
        label="Código recebido"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        className="sm:w-44"
      />
      <div className="flex flex-wrap gap-2 sm:mt-6.5">
        <SubmitButton pending={confirm.isPending} className="h-11 flex-1 sm:flex-none">
          Confirmar
        </SubmitButton>
        <Button
          variant="ghost"
          className="h-11"
          disabled={resending}
          aria-busy={resending}
          onClick={onResend}
        >
          Reenviar código
        </Button>
      </div>
    </form>
  );
}

interface PhoneChannelProps {
  setting: ChannelSetting & { channel: PhoneChannel };
  quietHours: QuietHours;
  userId: string;
}

/**
 * WhatsApp or SMS: a verified phone first (a 6-digit code sent by that channel), then a switch
 * to receive the calls there.
 */
export function PhoneChannel({ setting, quietHours, userId }: PhoneChannelProps) {
  const { channel, verified, enabled, address } = setting;
  const label = CHANNEL_LABELS[channel];
  const send = useSendChannelCode(channel);
  const { toggle, pending } = useChannelToggle(channel, quietHours);
  const [codeSent, setCodeSent] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const switchRef = useRef<HTMLInputElement>(null);
  // Once the phone is confirmed, the switch that replaced the form takes the focus.
  useEffect(() => {
    if (confirmed && verified) switchRef.current?.focus();
  }, [confirmed, verified]);

  const sendCode = async () => {
    try {
      await send.mutateAsync();
    } catch (error) {
      toastFailure(SEND_FAILURE, error);
      return;
    }
    setCodeSent(true);
  };

  if (!address) {
    return (
      <p className="text-sm text-slate-600">
        {NO_PHONE}:{' '}
        <Link
          to={paths.profileUser(userId)}
          className="text-brand-700 font-medium underline underline-offset-4"
        >
          Meus dados
        </Link>
        .
      </p>
    );
  }
  if (verified) {
    return (
      <ChannelSwitch
        ref={switchRef}
        label={`Receber por ${label}`}
        checked={enabled}
        pending={pending}
        onCheckedChange={(on) => void toggle(on)}
      />
    );
  }
  return (
    <div>
      <p className="text-sm text-slate-600">
        Confirme o seu telefone para receber as convocações por {label}.
      </p>
      {codeSent ? (
        <>
          <p role="status" className="mt-2 text-sm font-medium text-slate-800">
            Enviamos um código de {CODE_LENGTH} dígitos por {label} para {address}. Ele vale{' '}
            {CODE_MINUTES} minutos.
          </p>
          <CodeForm
            channel={channel}
            resending={send.isPending}
            onResend={() => void sendCode()}
            onConfirmed={() => setConfirmed(true)}
          />
        </>
      ) : (
        <Button
          variant="outline"
          className="mt-3 h-11 w-full sm:w-auto"
          disabled={send.isPending}
          aria-busy={send.isPending}
          onClick={() => void sendCode()}
        >
          <Send aria-hidden="true" />
          Confirmar telefone
        </Button>
      )}
    </div>
  );
}
