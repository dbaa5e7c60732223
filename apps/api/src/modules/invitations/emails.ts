import { maskPhone } from '@drones/shared/phone';
import type { MailMessage } from '../../plugins/app/mail/mail';
import { escapeHtml, firstName, mailButton, mailLayout } from '../../plugins/app/mail/layout';

export interface VolunteerOffer {
  creator: { name: string; email: string };
  solicitation: { name: string };
  pilot: { name: string; phone: string | null; email: string };
  /** The request's page, where the creator accepts him. */
  link: string;
}

/** The e-mail the creator of a request receives when a pilot offers himself for it. */
export function volunteerMail({ creator, solicitation, pilot, link }: VolunteerOffer): MailMessage {
  const contact: [string, string][] = [
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
      ...contact.map(([label, value]) => `${label}: ${value}`),
      '',
      `Para aceitá-lo, abra a solicitação: ${link}`,
    ].join('\n'),
    html: mailLayout([
      `Olá, ${escapeHtml(name)}!`,
      escapeHtml(intro),
      contact
        .map(([label, value]) => `<strong>${label}:</strong> ${escapeHtml(value)}`)
        .join('<br>'),
      mailButton(link, 'Abrir a solicitação'),
    ]),
  };
}
