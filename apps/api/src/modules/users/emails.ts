import type { MailMessage } from '../../plugins/app/mail/mail';
import { escapeHtml, firstName, mailButton, mailLayout } from '../../plugins/app/mail/layout';

/** The admin's decision on a civil-defence account, told to the applicant. */
export function approvalMail(
  user: { email: string; name: string },
  approved: boolean,
  publicUrl: string,
): MailMessage {
  const name = firstName(user.name);
  if (!approved) {
    const lines = [
      'A sua conta da Defesa Civil na plataforma Drones Voluntários não foi aprovada pela administração.',
      'Se você acredita que houve um engano, responda a este e-mail ou fale com o suporte da plataforma.',
    ];
    return {
      to: user.email,
      subject: 'Sua conta da Defesa Civil não foi aprovada',
      text: [`Olá, ${name}!`, '', ...lines].join('\n'),
      html: mailLayout([`Olá, ${escapeHtml(name)}!`, ...lines]),
    };
  }
  const login = `${publicUrl}/login`;
  const intro =
    'A sua conta da Defesa Civil na plataforma Drones Voluntários foi aprovada. Agora você pode consultar os droneiros cadastrados, criar solicitações e pedir apoio.';
  return {
    to: user.email,
    subject: 'Sua conta da Defesa Civil foi aprovada',
    text: [`Olá, ${name}!`, '', intro, '', `Entre na plataforma em ${login}`].join('\n'),
    html: mailLayout([
      `Olá, ${escapeHtml(name)}!`,
      intro,
      mailButton(login, 'Entrar na plataforma'),
    ]),
  };
}

/** Told to the old address when the account's e-mail changes. */
export function emailChangedMail(
  user: { email: string; name: string },
  newEmail: string,
  publicUrl: string,
): MailMessage {
  const name = firstName(user.name);
  const forgot = `${publicUrl}/forgotpassword`;
  const changed = `O e-mail da sua conta na plataforma Drones Voluntários foi trocado para ${newEmail}. As outras sessões abertas foram encerradas.`;
  return {
    to: user.email,
    subject: 'O e-mail da sua conta foi alterado',
    text: [
      `Olá, ${name}!`,
      '',
      changed,
      '',
      `Se não foi você, peça uma nova senha em ${forgot} e avise o suporte.`,
    ].join('\n'),
    html: mailLayout([
      `Olá, ${escapeHtml(name)}!`,
      escapeHtml(changed),
      `Se não foi você, <a href="${escapeHtml(forgot)}">peça uma nova senha</a> e avise o suporte.`,
    ]),
  };
}
