import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shortName } from '@/lib/format';
import { PilotCard, type PilotCardPilot } from './pilot-card';

const pilot: PilotCardPilot = {
  name: 'João Pedro Albuquerque',
  urlPhoto: null,
  email: 'joao.pedro.albuquerque@example.com',
  disponibility: { city: 'Niterói', district: 'Icaraí' },
  equipments: [],
};

function renderCard(props: Partial<Parameters<typeof PilotCard>[0]> = {}) {
  return render(
    <MemoryRouter>
      <PilotCard pilot={pilot} to="/driver/abc" {...props} />
    </MemoryRouter>,
  );
}

describe('shortName', () => {
  it.each([
    ['Maria Silva', 'Maria S.'],
    ['  maria   silva santos ', 'maria S.'],
    ['Maria da Silva', 'Maria S.'],
    ['José dos Santos e Souza', 'José S.'],
    ['Madonna', 'Madonna'],
  ])('shows %j as %j', (name, expected) => {
    expect(shortName(name)).toBe(expected);
  });
});

describe('pilot card', () => {
  it('shows the short name, the initials and where the pilot is, linking to `to`', () => {
    renderCard();
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/driver/abc');
    expect(link).toHaveTextContent('João P.');
    expect(link).not.toHaveTextContent('Albuquerque');
    expect(screen.getByText('JA')).toBeInTheDocument();
    expect(screen.getByText('Icaraí, Niterói')).toBeInTheDocument();
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
  });

  it.each([
    [12.34, 'a 12,3 km'],
    [0, 'no mesmo município'],
  ])('says how far a pilot at %j km is from the request', (distanceKm, text) => {
    renderCard({ pilot: { ...pilot, distanceKm } });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('cuts the e-mail at 22 characters followed by "..."', () => {
    renderCard({ showEmail: true });
    expect(screen.getByText('joao.pedro.albuquerque...')).toBeInTheDocument();
    expect(screen.getByTitle('joao.pedro.albuquerque@example.com')).toBeInTheDocument();
  });

  it('keeps a short e-mail whole and says when the place is unknown', () => {
    renderCard({
      showEmail: true,
      pilot: { ...pilot, email: 'ana@example.com', disponibility: null },
    });
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Local não informado')).toBeInTheDocument();
  });
});
