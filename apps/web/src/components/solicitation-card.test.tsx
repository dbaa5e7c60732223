import type { Solicitation } from '@drones/shared/solicitations';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SolicitationCard } from './solicitation-card';

function aRequest(overrides: Partial<Solicitation> = {}): Solicitation {
  return {
    id: '0190a5b2-1111-7000-8000-000000000001',
    userId: '0190a5b2-0000-7000-8000-00000000000a',
    name: 'Enchente no Vale do Cuiabá',
    description: 'Deslizamento de encosta com famílias ilhadas.',
    place: 'Itaipava',
    hour: '07:00',
    necessary_resources: 'Drone',
    mission_details: 'Sobrevoo',
    observation: null,
    urgency: 'normal',
    urlsPhoto: [],
    isFinished: false,
    missionReportId: null,
    createdAt: '2026-03-09T12:30:00.000Z',
    updatedAt: '2026-03-09T12:30:00.000Z',
    ...overrides,
  };
}

function renderCard(solicitation: Solicitation, actions?: ReactNode) {
  return render(
    <MemoryRouter>
      <SolicitationCard solicitation={solicitation} actions={actions} />
    </MemoryRouter>,
  );
}

describe('solicitation card', () => {
  it("cuts the name at 52 characters plus '...' and keeps the whole name as its title", () => {
    const long = 'Busca de desaparecidos após o deslizamento de encosta no Quitandinha';
    renderCard(aRequest({ name: long }));

    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent(
      /^Busca de desaparecidos após o deslizamento de encost\.\.\.$/,
    );
    expect(heading.textContent).toHaveLength(52 + 3);
    expect(heading).toHaveAttribute('title', long);
  });

  it('shows a name of exactly 52 characters whole', () => {
    const exact = 'A'.repeat(52);
    renderCard(aRequest({ name: exact }));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(exact);
    expect(screen.getByRole('heading', { level: 3 })).not.toHaveAttribute('title');
  });

  it('shows an urgent request with a red badge and a normal one without it', () => {
    const { unmount } = renderCard(aRequest({ urgency: 'urgente' }));
    expect(screen.getByText('urgente')).toHaveClass('bg-[rgb(185,28,28)]', 'text-white');
    unmount();

    renderCard(aRequest({ urgency: 'normal' }));
    const normal = screen.getByText('normal');
    expect(normal).not.toHaveClass('bg-[rgb(185,28,28)]');
    expect(normal.className).not.toMatch(/red/);
  });

  it('shows the description and the creation date', () => {
    renderCard(aRequest());
    expect(screen.getByText('Deslizamento de encosta com famílias ilhadas.')).toBeInTheDocument();
    expect(screen.getByText('09/03/2026')).toHaveAttribute('datetime', '2026-03-09T12:30:00.000Z');
  });

  it('is a link to the request when it has no actions', () => {
    renderCard(aRequest());
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      '/solicitations/0190a5b2-1111-7000-8000-000000000001',
    );
  });

  it('shows its actions instead of being a link when given them', () => {
    renderCard(aRequest(), <button type="button">Visualizar</button>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Visualizar' })).toBeInTheDocument();
  });
});
