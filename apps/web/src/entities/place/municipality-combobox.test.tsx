import type { Municipality } from '@drones/shared/places';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { MunicipalityCombobox } from './municipality-combobox';
import { municipalityLabel } from './municipality-label';

const found: Municipality[] = [
  { code: 3303906, name: 'Petrópolis', uf: 'RJ', latitude: -22.5112, longitude: -43.1779 },
  { code: 4314407, name: 'Pelotas', uf: 'RS', latitude: -31.7654, longitude: -52.3376 },
];

/** The combobox as a form holds it: the text, and the municipality chosen. */
function Harness({ onSelect }: { onSelect: (municipality: Municipality) => void }) {
  const [text, setText] = useState('');
  return (
    <MunicipalityCombobox
      label="Cidade"
      text={text}
      onTextChange={setText}
      onSelect={(municipality) => {
        setText(municipalityLabel(municipality));
        onSelect(municipality);
      }}
    />
  );
}

describe('municipality combobox', () => {
  it("lists the municipalities found as 'Petrópolis – RJ' and chooses one with the keyboard", async () => {
    stubApi({ '/api/municipalities': { status: 200, body: found } });
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onSelect={onSelect} />);

    const input = screen.getByRole('combobox', { name: 'Cidade' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'pe');
    const listbox = await screen.findByRole('listbox', { name: 'Municípios sugeridos' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Petrópolis – RJ',
      'Pelotas – RS',
    ]);
    expect(screen.getByText('2 municípios encontrados')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const pelotas = screen.getByRole('option', { name: 'Pelotas – RS' });
    expect(input).toHaveAttribute('aria-activedescendant', pelotas.id);
    expect(pelotas).toHaveAttribute('aria-selected', 'true');
    // Past the last option the highlight comes back to the first.
    await user.keyboard('{ArrowDown}');
    const petropolis = screen.getByRole('option', { name: 'Petrópolis – RJ' });
    expect(input).toHaveAttribute('aria-activedescendant', petropolis.id);

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(found[0]);
    expect(input).toHaveValue('Petrópolis – RJ');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes the list with Escape and keeps the text typed', async () => {
    stubApi({ '/api/municipalities': { status: 200, body: found } });
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onSelect={onSelect} />);

    const input = screen.getByRole('combobox', { name: 'Cidade' });
    await user.type(input, 'pe');
    await screen.findByRole('option', { name: 'Pelotas – RS' });
    await user.keyboard('{ArrowUp}{Escape}');

    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('pe');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("says 'Nenhum município encontrado' and waits for two letters before asking", async () => {
    const fetchMock = stubApi({ '/api/municipalities': { status: 200, body: [] } });
    const user = userEvent.setup();
    renderWithProviders(<Harness onSelect={vi.fn()} />);

    const input = screen.getByRole('combobox', { name: 'Cidade' });
    await user.type(input, 'x');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'y');

    expect(
      await screen.findByText('Nenhum município encontrado', { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/municipalities?search=xy&limit=10');
  });
});
