import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef, useState } from 'react';
import type { MapMarker, MapPoint } from './map-types';

/** Leaflet's own marker, its images bundled (its default guesses their address from the CSS). */
const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

const ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>';
const BRAZIL: L.LatLngTuple = [-14.2, -51.9];
const ONE_POINT_ZOOM = 12;

/** Six decimals place a point within about 10 cm: more is noise from the pointer's pixel. */
const pointOf = ({ lat, lng }: L.LatLng): MapPoint => ({
  lat: Math.round(lat * 1e6) / 1e6,
  lng: Math.round(lng * 1e6) / 1e6,
});

/**
 * What a tooltip shows, as text: Leaflet puts a string content in as HTML, and a marker's label
 * is a user's name.
 */
function asText(text: string): HTMLElement {
  const element = document.createElement('span');
  element.textContent = text;
  return element;
}

export interface LeafletMapProps {
  markers: MapMarker[];
  /** The map's accessible name. */
  label: string;
  /** Null when the tile server is unknown: markers are still shown, on a blank background. */
  tileUrl: string | null;
  /** Makes the first marker movable (dragged, or where the map is clicked). */
  onMove?: (point: MapPoint) => void;
}

/** The Leaflet map itself; loaded on demand by MapView, so pages without maps skip Leaflet. */
export default function LeafletMap({ markers, label, tileUrl, onMove }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const fitted = useRef(false);
  const onMoveRef = useRef(onMove);
  const movable = Boolean(onMove);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    onMoveRef.current = onMove;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // Scrolling the page over the map must not zoom it; the buttons and the keyboard do.
    const created = L.map(element, { zoomControl: false, scrollWheelZoom: false });
    L.control.zoom({ zoomInTitle: 'Aproximar', zoomOutTitle: 'Afastar' }).addTo(created);
    created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    if (tileUrl) {
      L.tileLayer(tileUrl, { attribution: ATTRIBUTION, maxZoom: 19 })
        .on('tileerror', () => setTilesFailed(true))
        .on('tileload', () => setTilesFailed(false))
        .addTo(created);
    }
    created.on('click', (event: L.LeafletMouseEvent) => onMoveRef.current?.(pointOf(event.latlng)));
    created.setView(BRAZIL, 4);
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    fitted.current = false;
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const current = map.current;
    const group = layer.current;
    if (!current || !group) return;
    group.clearLayers();
    markers.forEach(({ lat, lng, label: name }, index) => {
      const draggable = movable && index === 0;
      const marker = L.marker([lat, lng], { icon, title: name, alt: name, draggable });
      marker.bindTooltip(asText(name));
      if (draggable) {
        marker.on('dragend', () => onMoveRef.current?.(pointOf(marker.getLatLng())));
      }
      group.addLayer(marker);
    });
    if (markers.length === 0) return;
    // The view follows the markers only when one falls outside it, so moving a point by a click
    // does not re-centre or re-zoom the map under the pointer.
    const bounds = L.latLngBounds(markers.map(({ lat, lng }) => [lat, lng]));
    if (fitted.current && current.getBounds().contains(bounds)) return;
    fitted.current = true;
    if (markers.length === 1) current.setView(bounds.getCenter(), ONE_POINT_ZOOM);
    else current.fitBounds(bounds, { padding: [32, 32], maxZoom: ONE_POINT_ZOOM });
  }, [markers, movable, tileUrl]);

  return (
    <div className="flex h-full flex-col">
      <div
        ref={container}
        role="region"
        aria-label={label}
        className="z-0 min-h-0 flex-1 rounded-lg border border-slate-200 bg-slate-100"
      />
      {(tilesFailed || !tileUrl) && (
        <p className="mt-1.5 text-xs text-slate-500">
          O mapa de fundo não carregou; os pontos continuam marcados.
        </p>
      )}
    </div>
  );
}
