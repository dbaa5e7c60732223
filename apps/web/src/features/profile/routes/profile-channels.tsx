import {
  CHANNEL_LABELS,
  type Channel,
  type ChannelSetting,
  type PhoneChannel as PhoneChannelName,
  type QuietHours,
} from '@drones/shared/channels';
import { BellRing, Mail, MessageCircle, MessageSquareText, type LucideIcon } from 'lucide-react';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { PrivatePage } from '@/components/private-page';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useMyChannels } from '../api/channels';
import { PhoneChannel } from '../components/phone-channel';
import { PushChannel, subscribedDevices } from '../components/push-channel';
import { QuietHoursForm } from '../components/quiet-hours-form';

export const UNAVAILABLE = 'Indisponível neste servidor';

const ICONS: Record<Channel, LucideIcon> = {
  email: Mail,
  push: BellRing,
  whatsapp: MessageCircle,
  sms: MessageSquareText,
};

/** The channel's state in a word, shown beside its name. */
function stateOf({ channel, available, enabled }: ChannelSetting): { text: string; on: boolean } {
  if (!available) return { text: UNAVAILABLE, on: false };
  if (channel === 'email') return { text: 'Sempre ligado', on: true };
  return enabled ? { text: 'Ligado', on: true } : { text: 'Desligado', on: false };
}

const isPhoneChannel = (
  setting: ChannelSetting,
): setting is ChannelSetting & { channel: PhoneChannelName } =>
  setting.channel === 'whatsapp' || setting.channel === 'sms';

interface ChannelItemProps {
  setting: ChannelSetting;
  quietHours: QuietHours;
  userId: string;
}

function ChannelItem({ setting, quietHours, userId }: ChannelItemProps) {
  const Icon = ICONS[setting.channel];
  const state = stateOf(setting);
  const address = setting.channel === 'push' ? subscribedDevices(setting.address) : setting.address;
  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <span className="bg-brand-50 text-brand-600 flex size-11 shrink-0 items-center justify-center rounded-xl">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-semibold text-slate-900">{CHANNEL_LABELS[setting.channel]}</h3>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-bold',
              state.on ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700',
            )}
          >
            {state.text}
          </span>
        </div>
        {address && setting.available && (
          <p className="text-sm break-words text-slate-600">{address}</p>
        )}
        {setting.available && setting.channel !== 'email' && (
          <div className="mt-3">
            {setting.channel === 'push' ? (
              <PushChannel setting={setting} quietHours={quietHours} />
            ) : isPhoneChannel(setting) ? (
              <PhoneChannel setting={setting} quietHours={quietHours} userId={userId} />
            ) : null}
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * /perfil/{id}/canais: where the calls reach the pilot (docs/design.md §13): e-mail always, and
 * the notifications of this device, WhatsApp and SMS he turns on, with hours of silence.
 */
export function ProfileChannelsRoute() {
  useDocumentTitle('Canais de aviso');
  const user = useUser();
  const channels = useMyChannels();
  if (!user) return null;

  return (
    <PrivatePage
      size="md"
      title="Canais de aviso"
      back={{ to: paths.profile(user.id) }}
      description={
        <p>
          Por onde a Defesa Civil chama você. O e-mail chega sempre; ligue os outros canais para ser
          avisado no celular, mesmo de madrugada.
        </p>
      }
    >
      {channels.isPending ? (
        <Card className="p-5 sm:p-6">
          <InlineLoader />
        </Card>
      ) : channels.isError ? (
        <LoadFailure onRetry={() => void channels.refetch()} />
      ) : (
        <div className="space-y-6">
          <Card className="p-5 sm:p-6" aria-labelledby="canais-titulo">
            <h2 id="canais-titulo" className="text-lg font-semibold text-slate-900">
              Canais
            </h2>
            <ul className="mt-4 divide-y divide-slate-200">
              {channels.data.channels.map((setting) => (
                <ChannelItem
                  key={setting.channel}
                  setting={setting}
                  quietHours={channels.data.quietHours}
                  userId={user.id}
                />
              ))}
            </ul>
          </Card>
          <Card className="p-5 sm:p-6" aria-labelledby="silencio-titulo">
            <h2 id="silencio-titulo" className="text-lg font-semibold text-slate-900">
              Horário de silêncio
            </h2>
            <div className="mt-2">
              <QuietHoursForm quietHours={channels.data.quietHours} />
            </div>
          </Card>
        </div>
      )}
    </PrivatePage>
  );
}
