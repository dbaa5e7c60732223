// What a pilot reads of a reachability test, in his inbox and on the test's link.
export const REACHABILITY_NOTICE = 'A Defesa Civil está testando se as mensagens chegam até você.';
export const RECEIPT_CONFIRMED = 'Recebimento confirmado. Obrigado!';
