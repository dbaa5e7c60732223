import type { Solicitation } from '@drones/shared/solicitations';

/** The request's point as a map marker, or null when it has none. */
export function solicitationMarker({
  latitude,
  longitude,
}: Pick<Solicitation, 'latitude' | 'longitude'>) {
  if (latitude == null || longitude == null) return null;
  return { lat: latitude, lng: longitude, label: 'Local da solicitação' };
}
