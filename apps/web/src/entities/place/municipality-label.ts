/** How a municipality reads everywhere: 'Petrópolis – RJ' (name, en dash, UF). */
export function municipalityLabel({ name, uf }: { name: string; uf: string }) {
  return `${name} – ${uf}`;
}

/**
 * A recorded city with the UF of the municipality it resolved to, unless the pilot already typed
 * it ('Niterói/RJ' stays as it is; 'Niterói' reads 'Niterói – RJ').
 */
export function cityLabel(city: string, uf: string | null) {
  if (!uf) return city;
  const typedUf = /[\s\-–/,(]([A-Za-z]{2})\)?$/.exec(city.trim())?.[1];
  return typedUf?.toUpperCase() === uf ? city : municipalityLabel({ name: city, uf });
}
