import type { InvitationStatus } from '@drones/shared/invitations';

/** Where the pilot stands on an invitation, in his words. */
export const STANDING: Record<InvitationStatus, string> = {
  invited: 'Você ainda não respondeu a este convite.',
  accepted: 'Sua resposta: vou participar.',
  declined: 'Sua resposta: não posso.',
  volunteered: 'Você se ofereceu; quem criou a solicitação vai confirmar.',
};

/** What his answer did, told once the server has it (a volunteer's yes keeps his offer). */
export const ANSWERED: Record<InvitationStatus, string> = {
  invited: 'Resposta registrada.',
  accepted: 'Resposta registrada: você vai participar.',
  declined: 'Resposta registrada: você não pode participar.',
  volunteered:
    'Sua oferta continua de pé: quem criou a solicitação vai confirmar a sua participação.',
};

/** His answer kept on this device until the connection returns. */
export const WAITING_ANSWER: Record<'accept' | 'decline', string> = {
  accept: 'sua resposta "vou participar" será enviada quando a conexão voltar.',
  decline: 'sua resposta "não posso" será enviada quando a conexão voltar.',
};

export const ANSWER_SAVED = 'Resposta registrada.';
export const ANSWER_FAILURE = 'Não foi possível registrar a sua resposta, tente novamente.';
