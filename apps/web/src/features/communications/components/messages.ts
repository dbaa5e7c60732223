// The spec's texts (§8).
export const SENT = 'Comunicado enviado com sucesso!';
export const SEND_FAILURE = 'Erro ao enviar o comunicado, tente novamente mais tarde!';
