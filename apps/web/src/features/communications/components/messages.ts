// The communication's toasts, worded as the platform has always shown them.
export const SENT = 'Comunicado enviado com sucesso!';
export const SEND_FAILURE = 'Erro ao enviar o comunicado, tente novamente mais tarde!';
