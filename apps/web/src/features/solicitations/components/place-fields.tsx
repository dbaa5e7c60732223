import { useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { errorClass, hintClass } from '@/components/form/field-classes';
import { MapView } from '@/components/map/map-view';
import { MunicipalityCombobox } from '@/entities/place/municipality-combobox';
import { municipalityLabel } from '@/entities/place/municipality-label';
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
    field: { ref, name, value: text, onChange: setText, onBlur },
    fieldState: { error: textError },
  } = useController({ control, name: 'municipalityText' });
  const {
    field: { value: chosen, onChange: setMunicipality },
    fieldState: { error: municipalityError },
  } = useController({ control, name: 'municipality' });
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
  const pointError = latitudeError?.message ?? longitudeError?.message;

  return (
    <div className={className}>
      <MunicipalityCombobox
        label="Município (opcional)"
        ref={ref}
        name={name}
        text={text}
        onTextChange={(typed) => {
          setText(typed);
          setMunicipality(null);
          setPoint(null);
        }}
        onSelect={(found) => {
          // The choice first: the text set next is validated against it, clearing a stale error.
          setMunicipality({ code: found.code, name: found.name, uf: found.uf });
          setPoint({ lat: found.latitude, lng: found.longitude });
          setText(municipalityLabel(found));
        }}
        onBlur={onBlur}
        placeholder="Digite e escolha da lista"
        hint={
          chosen && !text
            ? `O município já marcado (${chosen.uf}) continua; digite para trocar.`
            : 'Com o município, os droneiros mais próximos são recomendados.'
        }
        error={textError?.message ?? municipalityError?.message}
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
