import {
  CHANNEL_LABELS,
  DELIVERY_LABELS,
  type AnswerVia,
  type DeliveryStatus,
} from '@drones/shared/channels';
import type { RosterEntry } from '@drones/shared/invitations';
import { MessageCircleQuestion } from 'lucide-react';
import { formatDateTime } from '@/lib/dates';
import { cn } from '@/lib/utils';

/** Where his answer came from, in the coordinator's words (docs/design.md §13). */
export const ANSWERED_VIA: Record<AnswerVia, string> = {
  app: 'respondeu pelo app',
  email: 'respondeu pelo e-mail',
  push: 'respondeu pela notificação',
  whatsapp: 'respondeu por WhatsApp',
  sms: 'respondeu por SMS',
};

// A failed delivery reads in the error colour; the others stay quiet. The text says the state,
// so no chip is told by colour alone.
const LOOK: Record<DeliveryStatus, string> = {
  queued: 'border-slate-200 bg-slate-50 text-slate-700',
  sent: 'border-slate-200 bg-slate-50 text-slate-700',
  delivered: 'border-sky-200 bg-sky-50 text-sky-900',
  read: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  failed: 'border-red-300 bg-red-50 text-red-800',
};

/** 'E-mail: enviado', 'WhatsApp: lido', 'SMS: falhou'. */
export const deliveryText = (delivery: RosterEntry['deliveries'][number]) =>
  `${CHANNEL_LABELS[delivery.channel]}: ${DELIVERY_LABELS[delivery.status]}`;

/**
 * How the call reached a pilot of the roster: each channel's latest state, the channel he
 * answered through, and the replies the coded-reply reader could not understand.
 */
export function DeliveryNotes({ entry }: { entry: RosterEntry }) {
  const { deliveries, answeredVia, unclearReplies, pilot } = entry;
  if (deliveries.length === 0 && !answeredVia && unclearReplies.length === 0) return null;
  return (
    <div className="w-full space-y-1.5 pl-11">
      {(deliveries.length > 0 || answeredVia) && (
        <div className="flex flex-wrap items-center gap-1.5">
          {deliveries.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label={`Avisos a ${pilot.name}`}>
              {deliveries.map((delivery) => (
                <li
                  key={delivery.channel}
                  title={formatDateTime(delivery.at)}
                  className={cn(
                    'rounded-full border px-2 py-0.5 text-xs font-medium',
                    LOOK[delivery.status],
                  )}
                >
                  {deliveryText(delivery)}
                </li>
              ))}
            </ul>
          )}
          {answeredVia && (
            <span className="text-xs font-medium text-slate-700">{ANSWERED_VIA[answeredVia]}</span>
          )}
        </div>
      )}
      {unclearReplies.map((reply) => (
        <p
          key={`${reply.via}-${reply.at}`}
          className="flex items-start gap-1.5 text-sm text-amber-900"
        >
          <MessageCircleQuestion className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            Resposta não entendida ({CHANNEL_LABELS[reply.via]}): &quot;{reply.text}&quot;
          </span>
        </p>
      ))}
    </div>
  );
}
