import type { PushPayload } from '@drones/shared/channels';
import { ascii } from '../channels/messages';
import type { DeliveryContext } from './repository';

// An invitation as push, WhatsApp and SMS say it (docs/design.md §13); e-mail is in emails.ts.

const urgencyWord = (context: Pick<DeliveryContext, 'urgency'>) =>
  context.urgency === 'urgente' ? 'urgente' : 'normal';

/** The service worker's notification, with the token its actions answer with. */
export function invitationPush(
  context: Pick<DeliveryContext, 'id' | 'name' | 'city' | 'urgency'>,
  token: string,
): PushPayload {
  return {
    type: 'invitation',
    invitationId: context.id,
    title: `${context.urgency === 'urgente' ? 'URGENTE: ' : ''}Convocação da Defesa Civil`,
    body: `${context.name} — ${context.city}. Você pode ir?`,
    url: `/convite/${context.id}/${token}`,
    token,
  };
}

/**
 * The approved template (WHATSAPP_TEMPLATE, pt_BR) with, in order, the letter, the request's name,
 * its city, its urgency and the responsible's name, and the two quick-reply buttons' payloads.
 */
export function invitationTemplate(template: string, context: DeliveryContext, letter: string) {
  const text = (value: string) => ({ type: 'text', text: value.slice(0, 200) });
  const button = (index: number, payload: string) => ({
    type: 'button',
    sub_type: 'quick_reply',
    index: String(index),
    parameters: [{ type: 'payload', payload }],
  });
  return {
    type: 'template',
    template: {
      name: template,
      language: { code: 'pt_BR' },
      components: [
        {
          type: 'body',
          parameters: [
            text(letter),
            text(context.name),
            text(context.city),
            text(urgencyWord(context)),
            text(context.responsible || 'Defesa Civil'),
          ],
        },
        button(0, `ACEITAR:${context.id}`),
        button(1, `RECUSAR:${context.id}`),
      ],
    },
  };
}

const SMS_LIMIT = 160;

/**
 * 'Defesa Civil: <nome> (<urgencia>), <cidade>. Responda A1 se vai, A2 se nao pode. <link>' in
 * plain ASCII and at most 160 characters: the name, then the city, are cut to fit.
 */
export function invitationSms(context: DeliveryContext, letter: string, link: string): string {
  const name = ascii(context.name).trim();
  const city = ascii(context.city).trim();
  const text = (n: string, c: string) =>
    `Defesa Civil: ${n} (${urgencyWord(context)}), ${c}. Responda ${letter}1 se vai, ${letter}2 se nao pode. ${link}`;
  const room = SMS_LIMIT - text('', '').length;
  const cityRoom = Math.min(city.length, Math.max(12, room - Math.min(name.length, 40)));
  const shortCity = cut(city, cityRoom);
  return text(cut(name, room - shortCity.length), shortCity);
}

function cut(value: string, room: number): string {
  if (value.length <= room) return value;
  return room <= 1 ? '' : `${value.slice(0, room - 1).trimEnd()}.`;
}
