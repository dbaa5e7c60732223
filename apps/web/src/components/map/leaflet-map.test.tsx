import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LeafletMap from './leaflet-map';

describe('map markers', () => {
  it("shows a pilot's name in the tooltip as text, never as HTML", async () => {
    const name = '<img src=x onerror=alert(1)>';
    render(
      <LeafletMap
        markers={[{ lat: -22.51, lng: -43.18, label: name }]}
        label="Pilotos no mapa"
        tileUrl={null}
      />,
    );
    const map = screen.getByRole('region', { name: 'Pilotos no mapa' });
    const marker = await within(map).findByRole('button', { name });

    fireEvent.mouseOver(marker);

    const tooltip = await within(map).findByRole('tooltip');
    expect(tooltip).toHaveTextContent(name);
    expect(tooltip.querySelector('img')).toBeNull();
    // The marker itself is the only image on the map.
    expect(within(map).getAllByRole('button', { name })).toEqual([marker]);
    expect(
      map.querySelectorAll('img:not(.leaflet-marker-icon):not(.leaflet-marker-shadow)'),
    ).toHaveLength(0);
  });
});
