import { WifiOff } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useOnline } from '@/lib/connectivity';
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

const placeholderClass =
  'flex h-full items-center justify-center rounded-lg border border-slate-200 bg-slate-100 px-4 text-center text-sm text-slate-500';

/**
 * A map with markers (several allowed, each named by its label). Leaflet and its CSS load only
 * when a page shows a map; tiles come from the server's MAP_TILE_URL, and when they cannot load
 * the markers are still shown. Offline before the map could load, a placeholder says why it is
 * missing (ADR 033); the map appears when the connection returns.
 */
export function MapView({ markers, label, onMove, className }: MapViewProps) {
  const config = useMapConfig();
  const online = useOnline();
  const placeholder = (
    <div role="status" className={placeholderClass}>
      Carregando o mapa…
    </div>
  );
  return (
    <div className={cn('h-64', className)}>
      {config.isPending && !online ? (
        <div role="region" aria-label={label} className={placeholderClass}>
          <span className="flex items-center gap-2">
            <WifiOff className="size-4 shrink-0" aria-hidden="true" />
            Sem conexão: o mapa aparece quando a conexão voltar.
          </span>
        </div>
      ) : config.isPending ? (
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
