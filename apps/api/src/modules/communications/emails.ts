import { communicationAreaLabel, type Communication } from '@drones/shared/communications';
import type { MailMessage } from '../../plugins/app/mail/mail';
import { escapeHtml, mailLayout } from '../../plugins/app/mail/layout';

export interface Broadcast {
  name: string;
  description: string;
  comunication: string;
  details: string;
  observation: string | null;
  sender: string;
  /** The area it was sent to; null when it went to every pilot. */
  area: Pick<Communication, 'uf' | 'municipalityName' | 'radiusKm'> | null;
}

/** The communication as every pilot receives it (one text for all, so it is queued in one go). */
export function communicationMail(broadcast: Broadcast): Omit<MailMessage, 'to'> {
  const sections: [string, string][] = [
    ['Descrição', broadcast.description],
    ['Comunicado', broadcast.comunication],
    ['Detalhes', broadcast.details],
    ...(broadcast.observation ? [['Observação', broadcast.observation] as [string, string]] : []),
  ];
  const to = broadcast.area
    ? `aos droneiros voluntários da área ${communicationAreaLabel(broadcast.area)}`
    : 'a todos os droneiros voluntários da plataforma';
  const intro = `A Defesa Civil enviou um comunicado ${to} (enviado por ${broadcast.sender}).`;
  return {
    subject: `Comunicado da Defesa Civil: ${broadcast.name}`,
    text: [
      'Olá, droneiro voluntário!',
      '',
      intro,
      '',
      broadcast.name,
      '',
      ...sections.flatMap(([label, value]) => [`${label}:`, value, '']),
    ]
      .join('\n')
      .trimEnd(),
    html: mailLayout([
      'Olá, droneiro voluntário!',
      escapeHtml(intro),
      `<strong>${escapeHtml(broadcast.name)}</strong>`,
      ...sections.map(
        ([label, value]) =>
          `<strong>${label}:</strong><br>${escapeHtml(value).replace(/\r?\n/g, '<br>')}`,
      ),
    ]),
  };
}
