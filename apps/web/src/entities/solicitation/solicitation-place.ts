import type { Capability } from '@drones/shared/capabilities';

/**
 * What a request's answers say of where it is and what it needs (DESIGN §8): the municipality's
 * code and UF, the point, the required capabilities; null or absent when it has none.
 */
export interface SolicitationPlaceFields {
  municipalityCode?: number | null;
  uf?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  requiredCapabilities?: Capability[];
}

/** The request's point as a map marker, or null when it has none. */
export function solicitationMarker({ latitude, longitude }: SolicitationPlaceFields) {
  if (latitude == null || longitude == null) return null;
  return { lat: latitude, lng: longitude, label: 'Local da solicitação' };
}
