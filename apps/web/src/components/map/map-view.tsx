import { lazy, Suspense } from 'react';
import { cn } from '@/lib/utils';
import { useMapConfig } from './map-config';
import type { MapMarker, MapPoint } from './map-types';

const LeafletMap = lazy(() => import('./leaflet-map'));

interface MapViewProps {
  markers: MapMarker[];
  /** The map's accessible name ('Mapa do local da solicitação'). */
  label: string;
  /** Makes the first marker movable: dragged, or where the map is clicked. */
  onMove?: (point: MapPoint) => void;
  /** The map's size (a height at least). */
  className?: string;
}

/**
 * A map with markers (several allowed, each named by its label). Leaflet and its CSS load only
 * when a page shows a map; tiles come from the server's MAP_TILE_URL, and when they cannot load
 * the markers are still shown.
 */
export function MapView({ markers, label, onMove, className }: MapViewProps) {
  const config = useMapConfig();
  const placeholder = (
    <div
      role="status"
      className="flex h-full items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-sm text-slate-500"
    >
      Carregando o mapa…
    </div>
  );
  return (
    <div className={cn('h-64', className)}>
      {config.isPending ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <LeafletMap
            markers={markers}
            label={label}
            tileUrl={config.data?.mapTileUrl ?? null}
            onMove={onMove}
          />
        </Suspense>
      )}
    </div>
  );
}
