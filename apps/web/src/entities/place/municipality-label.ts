import { municipalityLabel } from '@drones/shared/places';

export { municipalityLabel };

/**
 * A recorded city with the UF of the municipality it resolved to, unless the pilot already typed
 * it ('Niterói/RJ' stays as it is; 'Niterói' reads 'Niterói – RJ').
 */
export function cityLabel(city: string, uf: string | null) {
  if (!uf) return city;
  const typedUf = /[\s\-–/,(]([A-Za-z]{2})\)?$/.exec(city.trim())?.[1];
  return typedUf?.toUpperCase() === uf ? city : municipalityLabel({ name: city, uf });
}
