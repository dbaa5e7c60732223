import { termsSentence } from '@drones/shared/organizations';
import { missionTime } from '@drones/shared/mission-time';
import { maskPhone } from '@drones/shared/phone';
import type { Urgency } from '@drones/shared/solicitations';
import type { MailMessage } from '../../plugins/app/mail/mail';
import { escapeHtml, firstName, mailButton, mailLayout } from '../../plugins/app/mail/layout';

type Pairs = [label: string, value: string][];
const textLines = (pairs: Pairs) => pairs.map(([label, value]) => `${label}: ${value}`);
const htmlLines = (pairs: Pairs) =>
  pairs.map(([label, value]) => `<strong>${label}:</strong> ${escapeHtml(value)}`).join('<br>');

export interface VolunteerOffer {
  creator: { name: string; email: string };
  solicitation: { name: string };
  pilot: { name: string; phone: string | null; email: string };
  /** The request's page, where the creator accepts him. */
  link: string;
}

/** The e-mail the creator of a request receives when a pilot offers himself for it. */
export function volunteerMail({ creator, solicitation, pilot, link }: VolunteerOffer): MailMessage {
  const contact: Pairs = [
    ['Nome', pilot.name],
    ['Telefone', pilot.phone ? maskPhone(pilot.phone) : 'não informado'],
    ['E-mail', pilot.email],
  ];
  const name = firstName(creator.name);
  const intro = `${pilot.name} quer participar da solicitação "${solicitation.name}".`;
  return {
    to: creator.email,
    subject: `Um droneiro quer participar: ${solicitation.name}`,
    text: [
      `Olá, ${name}!`,
      '',
      intro,
      '',
      ...textLines(contact),
      '',
      `Para aceitá-lo, abra a solicitação: ${link}`,
    ].join('\n'),
    html: mailLayout([
      `Olá, ${escapeHtml(name)}!`,
      escapeHtml(intro),
      htmlLines(contact),
      mailButton(link, 'Abrir a solicitação'),
    ]),
  };
}

export interface CalloutInvitation {
  pilot: { name: string; email: string };
  solicitation: {
    name: string;
    urgency: Urgency;
    place: string;
    date: string | null;
    hour: string;
  };
  creator: { name: string; phone: string | null; email: string; organization: string | null };
  message: string | null;
  /** `PUBLIC_URL/convite/{id}/{token}`: '?resposta=sim' or '=nao' is added for each link. */
  link: string;
}

/**
 * A call-out's e-mail to one pilot: what, where and when in the first lines, who to call, and
 * the two answers as big links that open the invitation's page (a GET there changes nothing).
 */
export function calloutMail({
  pilot,
  solicitation,
  creator,
  message,
  link,
}: CalloutInvitation): MailMessage {
  const urgent = solicitation.urgency === 'urgente';
  const details: Pairs = [
    ['Urgência', urgent ? 'Urgente' : 'Normal'],
    ['Local', solicitation.place],
    ['Horário', missionTime(solicitation.date, solicitation.hour)],
  ];
  const contact: Pairs = [
    ['Nome', creator.name],
    ['Telefone', creator.phone ? maskPhone(creator.phone) : 'não informado'],
    ['E-mail', creator.email],
  ];
  const yes = `${link}?resposta=sim`;
  const no = `${link}?resposta=nao`;
  const name = firstName(pilot.name);
  const ask = `A Defesa Civil convoca você para a solicitação "${solicitation.name}".`;
  // Accepting a body's request binds its terms of adhesion (docs/design.md §12).
  const terms = creator.organization ? `${termsSentence(creator.organization)}.` : null;
  return {
    to: pilot.email,
    subject: `${urgent ? 'URGENTE: ' : ''}Convocação da Defesa Civil: ${solicitation.name}`,
    text: [
      ...textLines(details),
      '',
      `Olá, ${name}! ${ask}`,
      ...(message ? ['', `Mensagem de ${creator.name}: ${message}`] : []),
      '',
      ...(terms ? [terms] : []),
      `Vou participar: ${yes}`,
      `Não posso: ${no}`,
      '',
      'Para combinar a sua participação, fale com quem criou a solicitação:',
      ...textLines(contact),
    ].join('\n'),
    html: mailLayout([
      htmlLines(details),
      `Olá, ${escapeHtml(name)}! ${escapeHtml(ask)}`,
      ...(message
        ? [`<strong>Mensagem de ${escapeHtml(creator.name)}:</strong> ${escapeHtml(message)}`]
        : []),
      ...(terms ? [escapeHtml(terms)] : []),
      `${mailButton(yes, 'Vou participar')} &nbsp; ${mailButton(no, 'Não posso')}`,
      'Para combinar a sua participação, fale com quem criou a solicitação:',
      htmlLines(contact),
    ]),
  };
}

export interface Cancellation {
  pilot: { name: string; email: string };
  solicitation: { name: string };
  /** `PUBLIC_URL/convites`: the pilot's invitations, where this one now reads cancelled. */
  link: string;
}

/** Tells an invited pilot that the request was removed: he need not go (ADR 031). */
export function cancellationMail({ pilot, solicitation, link }: Cancellation): MailMessage {
  const name = firstName(pilot.name);
  const told = `A solicitação "${solicitation.name}", do seu convite, foi cancelada por quem a criou. Não é preciso ir ao local.`;
  return {
    to: pilot.email,
    subject: `Solicitação cancelada: ${solicitation.name}`,
    text: ['Solicitação cancelada', '', `Olá, ${name}! ${told}`, '', `Seus convites: ${link}`].join(
      '\n',
    ),
    html: mailLayout([
      '<strong style="font-size:18px">Solicitação cancelada</strong>',
      `Olá, ${escapeHtml(name)}! ${escapeHtml(told)}`,
      mailButton(link, 'Ver os meus convites'),
    ]),
  };
}
