// This feature's toasts; the generic ones are in @/lib/messages.
export const NOT_CREATOR = 'Somente quem criou a solicitação pode fazer o relatório';
export const NO_DOCUMENTS = 'Nenhum documento foi registrado';
export const REPORT_WAITING =
  'O relatório está salvo neste aparelho e será enviado quando a conexão voltar.';
