/** How a municipality reads everywhere: 'Petrópolis – RJ' (name, en dash, UF). */
export function municipalityLabel({ name, uf }: { name: string; uf: string }) {
  return `${name} – ${uf}`;
}
