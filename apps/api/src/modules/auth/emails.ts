import type { MailMessage } from '../../plugins/app/mail/mail';
import { escapeHtml, firstName, mailButton, mailLayout } from '../../plugins/app/mail/layout';

export function resetPasswordMail(
  user: { email: string; name: string },
  link: string,
  validMinutes: number,
): MailMessage {
  const name = firstName(user.name);
  return {
    to: user.email,
    subject: 'Alteração de senha - Drones Voluntários',
    text: [
      `Olá, ${name}!`,
      '',
      'Recebemos um pedido para alterar a senha da sua conta na plataforma Drones Voluntários.',
      `Para criar uma nova senha, abra o link abaixo. Ele vale por ${validMinutes} minutos e pode ser usado uma única vez:`,
      '',
      link,
      '',
      'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
    ].join('\n'),
    html: mailLayout([
      `Olá, ${escapeHtml(name)}!`,
      'Recebemos um pedido para alterar a senha da sua conta na plataforma Drones Voluntários.',
      `Para criar uma nova senha, use o botão abaixo. O link vale por ${validMinutes} minutos e pode ser usado uma única vez.`,
      mailButton(link, 'Alterar a senha'),
      `Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(link)}`,
      'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
    ]),
  };
}

export function passwordChangedMail(
  user: { email: string; name: string },
  publicUrl: string,
  { keptCurrent = false }: { keptCurrent?: boolean } = {},
): MailMessage {
  const name = firstName(user.name);
  const ended = keptCurrent
    ? 'Por segurança, as outras sessões abertas foram encerradas.'
    : 'Por segurança, todas as sessões abertas foram encerradas.';
  const forgot = `${publicUrl}/forgotpassword`;
  return {
    to: user.email,
    subject: 'Sua senha foi alterada',
    text: [
      `Olá, ${name}!`,
      '',
      `A senha da sua conta na plataforma Drones Voluntários foi alterada. ${ended}`,
      '',
      `Se não foi você, peça uma nova senha agora em ${forgot} e avise o suporte.`,
    ].join('\n'),
    html: mailLayout([
      `Olá, ${escapeHtml(name)}!`,
      `A senha da sua conta na plataforma Drones Voluntários foi alterada. ${ended}`,
      `Se não foi você, <a href="${escapeHtml(forgot)}">peça uma nova senha agora</a> e avise o suporte.`,
    ]),
  };
}
