// The spec's texts (§5 and §8); the generic ones are in @/lib/messages.
export const NOT_CREATOR = 'Somente quem criou a solicitação pode fazer o relatório';
export const NO_DOCUMENTS = 'Nenhum documento foi registrado';
