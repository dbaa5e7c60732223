// This feature's toasts and placeholders; the generic ones are in @/lib/messages.
export const EQUIPMENT_REGISTERED = 'Equipamento registrado com sucesso!';
export const EQUIPMENT_DELETED = 'Equipamento excluído com sucesso';
export const EQUIPMENT_DELETE_FAILURE = 'Erro ao deletar o equipamento, tente novamente mais tarde';

/** Placeholder recorded when a pilot skips the additional data, so the profile shows the step was skipped. */
export const SKIPPED_HABILITIES = 'Habilidade não cadastrada';
