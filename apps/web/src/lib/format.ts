const integerFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** 1234 → "1.234" */
export function formatInteger(value: number): string {
  return integerFormat.format(value);
}

/** Cuts `text` to `max` characters and marks the cut with '...' (request names at 52). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

// Connectives of Portuguese names: "Maria da Silva" is "Maria S.", not "Maria D.".
const NAME_PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);

/** A pilot's name on cards: first name plus the initial of the next name, "Maria S.". */
export function shortName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const second = rest.find((word) => !NAME_PARTICLES.has(word.toLowerCase()));
  return second ? `${first} ${second[0]!.toUpperCase()}.` : first;
}

/** A pilot's coverage radius: '50' → '50 km'; a text that is not a number is shown as typed. */
export function formatRadius(operateKm: string): string {
  // eslint-disable-next-line security/detect-unsafe-regex -- the separator splits the two digit runs: linear time
  return /^\d+([.,]\d+)?$/.test(operateKm.trim()) ? `${operateKm.trim()} km` : operateKm;
}
