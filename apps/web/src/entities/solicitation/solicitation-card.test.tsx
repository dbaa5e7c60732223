import type { Solicitation } from '@drones/shared/solicitations';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aSolicitation } from '@/testing/test-utils';
import { SolicitationCard } from './solicitation-card';

function renderCard(solicitation: Solicitation, actions?: ReactNode) {
  return render(
    <MemoryRouter>
      <SolicitationCard solicitation={solicitation} actions={actions} />
    </MemoryRouter>,
  );
}

describe('solicitation card', () => {
  it("says when the mission is: 'sáb., 28/11 às 07:30', or the hour alone without a date", () => {
    const { unmount } = renderCard(aSolicitation({ date: '2026-11-28', hour: '07:30' }));
    expect(screen.getByText('sáb., 28/11 às 07:30')).toBeVisible();
    unmount();

    renderCard(aSolicitation({ date: null, hour: '07:30' }));
    expect(screen.getByText('07:30')).toBeVisible();
  });

  it('shows the capabilities the request needs as badges, and none when it needs none', () => {
    const { unmount } = renderCard({
      ...aSolicitation(),
      requiredCapabilities: ['payload', 'multispectral'],
    });
    expect(
      within(screen.getByRole('list', { name: 'Capacidades necessárias' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Transporte de carga', 'Multiespectral']);
    unmount();

    renderCard({ ...aSolicitation(), requiredCapabilities: [] });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("cuts the name at 52 characters plus '...' and keeps the whole name as its title", () => {
    const long = 'Busca de desaparecidos após o deslizamento de encosta no Quitandinha';
    renderCard(aSolicitation({ name: long }));

    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent(
      /^Busca de desaparecidos após o deslizamento de encost\.\.\.$/,
    );
    expect(heading.textContent).toHaveLength(52 + 3);
    expect(heading).toHaveAttribute('title', long);
  });

  it('shows a name of exactly 52 characters whole', () => {
    const exact = 'A'.repeat(52);
    renderCard(aSolicitation({ name: exact }));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(exact);
    expect(screen.getByRole('heading', { level: 3 })).not.toHaveAttribute('title');
  });

  it('shows an urgent request with a red badge and a normal one without it', () => {
    const { unmount } = renderCard(aSolicitation({ urgency: 'urgente' }));
    expect(screen.getByText('urgente')).toHaveClass('bg-[rgb(185,28,28)]', 'text-white');
    unmount();

    renderCard(aSolicitation({ urgency: 'normal' }));
    const normal = screen.getByText('normal');
    expect(normal).not.toHaveClass('bg-[rgb(185,28,28)]');
    expect(normal.className).not.toMatch(/red/);
  });

  it('shows the description and the creation date', () => {
    renderCard(aSolicitation());
    expect(screen.getByText('Deslizamento de encosta com famílias ilhadas.')).toBeInTheDocument();
    expect(screen.getByText('09/03/2026')).toHaveAttribute('datetime', '2026-03-09T12:30:00.000Z');
  });

  it('is a link to the request when it has no actions', () => {
    const request = aSolicitation();
    renderCard(request);
    expect(screen.getByRole('link')).toHaveAttribute('href', `/solicitations/${request.id}`);
  });

  it('shows its actions instead of being a link when given them', () => {
    renderCard(aSolicitation(), <button type="button">Visualizar</button>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Visualizar' })).toBeInTheDocument();
  });
});
