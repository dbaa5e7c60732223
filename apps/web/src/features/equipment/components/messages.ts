// This feature's toasts; the generic ones are in @/lib/messages.
export const EQUIPMENT_REGISTERED = 'Equipamento registrado com sucesso!';
export const EQUIPMENT_DELETED = 'Equipamento excluído com sucesso';
export const EQUIPMENT_DELETE_FAILURE = 'Erro ao deletar o equipamento, tente novamente mais tarde';
