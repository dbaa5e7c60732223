import { formatExpiryDate } from '@drones/shared/certificates';
import type { MailMessage } from '../../plugins/app/mail/mail';
import { escapeHtml, firstName, mailButton, mailLayout } from '../../plugins/app/mail/layout';

interface Pilot {
  id: string;
  email: string;
  name: string;
}

/** Where the pilot sees his certificates and sends new ones (MAIS DADOS). */
const moreDataUrl = (publicUrl: string, pilotId: string) => `${publicUrl}/perfil/${pilotId}/user`;

function message(
  pilot: Pilot,
  subject: string,
  lines: string[],
  link: { href: string; label: string },
): MailMessage {
  const name = firstName(pilot.name);
  return {
    to: pilot.email,
    subject,
    text: [
      `Olá, ${name}!`,
      '',
      ...lines.flatMap((line) => [line, '']),
      `${link.label}: ${link.href}`,
    ].join('\n'),
    html: mailLayout([
      `Olá, ${escapeHtml(name)}!`,
      ...lines.map(escapeHtml),
      mailButton(link.href, link.label),
    ]),
  };
}

/** The admin's review of one certificate, told to the pilot who sent it. */
export function certificateReviewMail(
  pilot: Pilot,
  review: { status: 'verified'; expiresAt: string } | { status: 'rejected'; reason: string },
  publicUrl: string,
): MailMessage {
  const link = { href: moreDataUrl(publicUrl, pilot.id), label: 'Ver meus certificados' };
  if (review.status === 'verified') {
    return message(
      pilot,
      'Seu certificado foi verificado',
      [
        `O certificado que você enviou à plataforma Drones Voluntários foi verificado até ${formatExpiryDate(review.expiresAt)}.`,
        'Antes dessa data, envie o certificado renovado em MAIS DADOS no seu perfil.',
      ],
      link,
    );
  }
  return message(
    pilot,
    'Seu certificado foi recusado',
    [
      `O certificado que você enviou à plataforma Drones Voluntários foi recusado: ${review.reason}`,
      'Você pode enviar um certificado novo em MAIS DADOS no seu perfil.',
    ],
    link,
  );
}

/** Sent once, 30 days or less before a verified certificate expires. */
export function certificateExpiryMail(
  pilot: Pilot,
  expiresAt: string,
  publicUrl: string,
): MailMessage {
  const date = formatExpiryDate(expiresAt);
  return message(
    pilot,
    `Seu certificado vence em ${date}`,
    [
      `O certificado verificado na plataforma Drones Voluntários vale até ${date}.`,
      'Envie o certificado renovado em MAIS DADOS no seu perfil para continuar com um certificado verificado.',
    ],
    { href: moreDataUrl(publicUrl, pilot.id), label: 'Enviar certificado renovado' },
  );
}
