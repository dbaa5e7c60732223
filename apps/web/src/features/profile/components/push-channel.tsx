import type { ChannelSetting, QuietHours } from '@drones/shared/channels';
import { BellOff, BellRing, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { InlineLoader } from '@/components/inline-loader';
import { Button } from '@/components/ui/button';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { pushSupport, PushSetupError, type PushSupport } from '@/lib/web-push';
import {
  useDisablePushHere,
  useEnablePushHere,
  useSendTestPush,
  useKeepSubscription,
  useThisDeviceSubscription,
} from '../api/channels';
import { ChannelSwitch } from './channel-switch';
import { useChannelToggle } from './channel-toggle';

export const TEST_SENT = 'Notificação de teste enviada';
export const PUSH_UNSUPPORTED =
  'Este navegador não recebe notificações. No iPhone, adicione o aplicativo à tela de início e abra-o por lá; ou use outro navegador.';
export const PUSH_DENIED =
  'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site e recarregue a página.';
const ENABLED_HERE = 'Notificações ativadas neste aparelho.';
const DISABLED_HERE = 'Este aparelho não recebe mais as notificações.';
const ENABLE_FAILURE = 'Não foi possível ativar as notificações.';
const DISABLE_FAILURE = 'Não foi possível desativar as notificações neste aparelho.';
const TEST_FAILURE = 'Não foi possível enviar a notificação de teste.';
/** Long labels wrap on a narrow phone instead of overflowing the card. */
const WRAPPING = 'h-auto min-h-11 min-w-0 shrink py-2 whitespace-normal';

/** What the server says of the pilot's subscribed browsers ('2' → '2 aparelhos inscritos'). */
export function subscribedDevices(address: string | null): string | null {
  if (address === null || !/^\d+$/.test(address)) return address;
  const count = Number(address);
  if (count === 0) return 'Nenhum aparelho inscrito';
  return count === 1 ? '1 aparelho inscrito' : `${count} aparelhos inscritos`;
}

interface PushChannelProps {
  setting: ChannelSetting;
  quietHours: QuietHours;
}

/**
 * Push notifications: this browser subscribes (asking the user's permission) or stops, a test
 * notification shows how the calls arrive, and a switch turns the channel on or off for every
 * subscribed device once there is one.
 */
export function PushChannel({ setting, quietHours }: PushChannelProps) {
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const device = useThisDeviceSubscription(support === 'granted' || support === 'default');
  const enable = useEnablePushHere();
  const disable = useDisablePushHere();
  const test = useSendTestPush();
  const { toggle, pending } = useChannelToggle('push', quietHours);
  const subscribedHere = device.data ?? null;
  useKeepSubscription(subscribedHere);
  const isSubscribedHere = subscribedHere !== null;
  const canTest = (setting.enabled && setting.verified) || isSubscribedHere;
  const offersEnable = support === 'default' || support === 'granted';

  // After enabling or disabling, the button that replaced the one pressed takes the focus, once
  // it is drawn.
  const [focusTarget, setFocusTarget] = useState<'enable' | 'test' | null>(null);
  const enableRef = useRef<HTMLButtonElement>(null);
  const testRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTarget === 'test') testRef.current?.focus();
    if (focusTarget === 'enable') enableRef.current?.focus();
  }, [focusTarget, canTest, isSubscribedHere]);

  const enableHere = async () => {
    try {
      await enable.mutateAsync(quietHours);
    } catch (error) {
      setSupport(pushSupport());
      if (error instanceof PushSetupError) toastFailure(error.message, undefined);
      else toastFailure(ENABLE_FAILURE, error);
      return;
    }
    setSupport(pushSupport());
    toastSuccess(ENABLED_HERE);
    setFocusTarget('test');
  };

  const disableHere = async (endpoint: string) => {
    try {
      await disable.mutateAsync(endpoint);
    } catch (error) {
      toastFailure(DISABLE_FAILURE, error);
      return;
    }
    toastSuccess(DISABLED_HERE);
    setFocusTarget('enable');
  };

  const sendTest = async () => {
    try {
      await test.mutateAsync();
    } catch (error) {
      toastFailure(TEST_FAILURE, error);
      return;
    }
    toastSuccess(TEST_SENT);
  };

  return (
    <div className="space-y-3">
      {(setting.verified || setting.enabled) && (
        <ChannelSwitch
          label="Receber notificações"
          checked={setting.enabled}
          pending={pending}
          onCheckedChange={(on) => void toggle(on)}
        />
      )}
      {support === 'unsupported' ? (
        <p className="text-sm text-slate-600">{PUSH_UNSUPPORTED}</p>
      ) : support === 'denied' ? (
        <p className="text-sm font-medium text-amber-900">{PUSH_DENIED}</p>
      ) : device.isPending ? (
        <InlineLoader className="py-2" />
      ) : subscribedHere ? (
        <p className="text-sm text-slate-600">Este aparelho recebe as notificações.</p>
      ) : (
        <p className="text-sm text-slate-600">Este aparelho ainda não recebe as notificações.</p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {offersEnable &&
          !device.isPending &&
          (subscribedHere ? (
            <Button
              variant="outline"
              className={WRAPPING}
              disabled={disable.isPending}
              aria-busy={disable.isPending}
              onClick={() => void disableHere(subscribedHere.endpoint)}
            >
              <BellOff aria-hidden="true" />
              Desativar neste aparelho
            </Button>
          ) : (
            <Button
              ref={enableRef}
              className={WRAPPING}
              disabled={enable.isPending}
              aria-busy={enable.isPending}
              onClick={() => void enableHere()}
            >
              <BellRing aria-hidden="true" />
              Ativar notificações neste aparelho
            </Button>
          ))}
        {canTest && (
          <Button
            ref={testRef}
            variant="outline"
            className={WRAPPING}
            disabled={test.isPending}
            aria-busy={test.isPending}
            onClick={() => void sendTest()}
          >
            <Send aria-hidden="true" />
            Enviar notificação de teste
          </Button>
        )}
      </div>
    </div>
  );
}
