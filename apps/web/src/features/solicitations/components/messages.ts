// This feature's toasts and notices; the generic ones are in @/lib/messages.
export const REMOVE_QUESTION = 'Você quer realmente remover essa solicitação?';
export const REMOVED = 'Solicitação removida com sucesso.';
export const REMOVE_FAILURE = 'Erro ao remover a solicitação, tente novamente mais tarde!';
export const EXPORT_FAILURE = 'Erro ao gerar o relatório, tente novamente mais tarde!';
export const NO_OPEN = 'Não há solicitações cadastradas.';
export const NO_FINISHED = 'Não há solicitações finalizadas.';
