const integerFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** 1234 → "1.234" */
export function formatInteger(value: number): string {
  return integerFormat.format(value);
}
