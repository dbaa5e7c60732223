/** A point on a map with what it is, read as the marker's name ('Local da solicitação', a pilot). */
export interface MapMarker {
  lat: number;
  lng: number;
  label: string;
}

export interface MapPoint {
  lat: number;
  lng: number;
}
