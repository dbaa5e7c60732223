import {
  CODE_MINUTES,
  PUSH_TEST_BODY,
  PUSH_TEST_TITLE,
  type PhoneChannel,
  type PushPayload,
} from '@drones/shared/channels';

// What this module itself sends: verification codes, the test push and the coded replies' help.

/** The WhatsApp template of verification codes (an authentication template with one parameter). */
export const CODE_TEMPLATE = 'codigo_verificacao';

/** Plain ASCII: several Brazilian carriers replace or drop accents in SMS. */
export function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '');
}

export function codeMessage(channel: PhoneChannel, code: string) {
  if (channel === 'sms') {
    return {
      text: ascii(
        `Drones Voluntarios: seu codigo de verificacao e ${code}. Vale por ${CODE_MINUTES} minutos.`,
      ),
      payload: null,
    };
  }
  return {
    text: '',
    payload: {
      type: 'template',
      template: {
        name: CODE_TEMPLATE,
        language: { code: 'pt_BR' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: code }] }],
      },
    },
  };
}

/** A WhatsApp text (inside the 24-hour window a reply opens) or an SMS, as the row carries it. */
export function replyMessage(channel: PhoneChannel, text: string) {
  return channel === 'sms'
    ? { text: ascii(text), payload: null }
    : { text: '', payload: { type: 'text', text: { body: text } } };
}

export const HELP_REPLY =
  'Não entendi. Responda A1 para ir ou A2 se não puder (use a letra da convocação). ' +
  'PARAR deixa de receber mensagens por aqui.';
export const STOPPED_REPLY =
  'Você não vai mais receber convocações por aqui. Ligue de novo no seu perfil, em Canais de aviso.';
export const CONFIRMED_REPLY = 'Recebido. Obrigado por confirmar!';

export function testPush(): PushPayload {
  return {
    type: 'test',
    title: PUSH_TEST_TITLE,
    body: PUSH_TEST_BODY,
    url: '/convites',
  };
}
