import { maskPhone } from '@drones/shared/phone';
import type { MailMessage } from '../../plugins/app/mail/mail';
import { escapeHtml, firstName, mailButton, mailLayout } from '../../plugins/app/mail/layout';

export interface SupportRequest {
  pilot: { name: string; email: string };
  solicitation: { name: string; place: string; hour: string; description: string };
  creator: { name: string; phone: string | null; email: string };
  link: string;
}

/** The e-mail a pilot receives when a civil-defence user asks for their participation. */
export function supportRequestMail({
  pilot,
  solicitation,
  creator,
  link,
}: SupportRequest): MailMessage {
  const phone = creator.phone ? maskPhone(creator.phone) : 'não informado';
  const details: [string, string][] = [
    ['Solicitação', solicitation.name],
    ['Local', solicitation.place],
    ['Horário', solicitation.hour],
    ['Descrição', solicitation.description],
  ];
  const contact: [string, string][] = [
    ['Nome', creator.name],
    ['Telefone', phone],
    ['E-mail', creator.email],
  ];
  const lines = (pairs: [string, string][]) => pairs.map(([label, value]) => `${label}: ${value}`);
  const htmlLines = (pairs: [string, string][]) =>
    pairs.map(([label, value]) => `<strong>${label}:</strong> ${escapeHtml(value)}`).join('<br>');
  const name = firstName(pilot.name);
  return {
    to: pilot.email,
    subject: `Pedido de apoio da Defesa Civil: ${solicitation.name}`,
    text: [
      `Olá, ${name}!`,
      '',
      'A Defesa Civil pede a sua participação como droneiro voluntário nesta solicitação:',
      '',
      ...lines(details),
      '',
      'Para combinar a sua participação, fale com quem criou a solicitação:',
      ...lines(contact),
      '',
      `Veja a solicitação completa em ${link}`,
    ].join('\n'),
    html: mailLayout([
      `Olá, ${escapeHtml(name)}!`,
      'A Defesa Civil pede a sua participação como droneiro voluntário nesta solicitação:',
      htmlLines(details),
      'Para combinar a sua participação, fale com quem criou a solicitação:',
      htmlLines(contact),
      mailButton(link, 'Ver a solicitação'),
    ]),
  };
}
