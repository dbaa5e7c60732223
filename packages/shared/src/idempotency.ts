// The `Idempotency-Key` header of docs/design.md §11: what the API answers, and what a client resending a
// write (the web's offline queue) reads in it.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const idempotencyMessages = {
  invalid: 'Idempotency-Key inválida: use de 1 a 255 caracteres visíveis, sem espaços.',
  otherBody: 'Esta Idempotency-Key já foi usada com outros dados.',
  /** 409 while the first request with the key still runs: try again later. */
  running: 'Esta operação ainda está em andamento. Tente novamente em instantes.',
  /** 409 when the first one committed but its answer was not kept: the write is done. */
  recorded: 'Esta operação já foi registrada.',
};
