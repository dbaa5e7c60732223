import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const EARTH_RADIUS_KM = 6371;

/** A point in degrees: numbers (sent as parameters) or SQL expressions (columns). */
export interface SqlPoint {
  latitude: SQL | AnyColumn | number;
  longitude: SQL | AnyColumn | number;
}

/**
 * The great-circle distance in km between two points (haversine on a sphere). Both must be known:
 * with a null coordinate least() would skip it and answer half the globe.
 */
export function distanceKm(a: SqlPoint, b: SqlPoint): SQL<number> {
  const latA = sql`radians(${a.latitude}::float8)`;
  const latB = sql`radians(${b.latitude}::float8)`;
  return sql<number>`2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin((${latB} - ${latA}) / 2), 2)
    + cos(${latA}) * cos(${latB})
      * power(sin((radians(${b.longitude}::float8) - radians(${a.longitude}::float8)) / 2), 2))))`;
}

/**
 * The latitude and longitude ranges holding every point within `km` of (latitude, longitude) on
 * the sphere haversine uses; near a pole the longitudes are not bounded.
 */
export function boundingBox(latitude: number, longitude: number, km: number) {
  const angle = km / EARTH_RADIUS_KM;
  const degrees = (radians: number) => (radians * 180) / Math.PI;
  const latSpan = degrees(angle);
  const reach = Math.sin(angle) / Math.cos((latitude * Math.PI) / 180);
  const lonSpan = reach >= 1 ? 180 : degrees(Math.asin(reach));
  return {
    minLatitude: latitude - latSpan,
    maxLatitude: latitude + latSpan,
    minLongitude: longitude - lonSpan,
    maxLongitude: longitude + lonSpan,
  };
}
