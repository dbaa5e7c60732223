import { useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { errorClass, hintClass } from '@/components/form/field-classes';
import { MapView } from '@/components/map/map-view';
import { MunicipalityCombobox } from '@/entities/place/municipality-combobox';
import { useMunicipalityChoice } from '@/entities/place/use-municipality-choice';
import { solicitationMarker } from '@/entities/solicitation/solicitation-place';
import type { SolicitationFormValues } from './solicitation-form-schema';

interface PlaceFieldsProps {
  control: Control<SolicitationFormValues>;
  className?: string;
}

/**
 * The request's municipality (chosen from the list) and its point on a map: the municipality's
 * own point at first, which the coordinator may move by clicking the map or dragging the marker.
 */
export function PlaceFields({ control, className }: PlaceFieldsProps) {
  const {
    field: { value: lat, onChange: setLatitude },
    fieldState: { error: latitudeError },
  } = useController({ control, name: 'latitude' });
  const {
    field: { value: lng, onChange: setLongitude },
    fieldState: { error: longitudeError },
  } = useController({ control, name: 'longitude' });
  const markers = useMemo(() => {
    const marker = solicitationMarker({ latitude: lat, longitude: lng });
    return marker ? [marker] : [];
  }, [lat, lng]);

  const setPoint = (point: { lat: number; lng: number } | null) => {
    setLatitude(point?.lat ?? null);
    setLongitude(point?.lng ?? null);
  };
  // A municipality chosen puts the point at its centre; typing takes the point away.
  const { combobox, chosen } = useMunicipalityChoice(control, 'municipalityText', (found) =>
    setPoint(found && { lat: found.latitude, lng: found.longitude }),
  );
  const pointError = latitudeError?.message ?? longitudeError?.message;

  return (
    <div className={className}>
      <MunicipalityCombobox
        label="Município (opcional)"
        {...combobox}
        placeholder="Digite e escolha da lista"
        hint={
          chosen && !combobox.text
            ? `O município já marcado (${chosen.uf}) continua; digite para trocar.`
            : 'Com o município, os droneiros mais próximos são recomendados.'
        }
      />
      {markers.length > 0 && (
        <div className="mt-4">
          <MapView
            label="Mapa do local da solicitação"
            markers={markers}
            onMove={setPoint}
            className="h-64 sm:h-72"
          />
          <p className={hintClass}>
            O ponto começa no centro do município: clique no mapa ou arraste o marcador para
            ajustá-lo.
          </p>
          {pointError && <p className={errorClass}>{pointError}</p>}
        </div>
      )}
    </div>
  );
}
