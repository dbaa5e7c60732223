import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { Results } from './results';

const counters = {
  '/api/users/driversLength': { status: 200, body: { driversCount: 1234 } },
  '/api/solicitation/finishedLength': { status: 200, body: { solictationsFinishedCount: 87 } },
  '/api/equipment/length': { status: 200, body: { equipmentsCount: 2500000 } },
};

describe('Results', () => {
  it('shows the three live counters with pt-BR thousands separators', async () => {
    const fetchMock = stubApi(counters);
    renderWithProviders(<Results />);

    expect(await screen.findByTestId('counter-drivers')).toHaveTextContent(/^1\.234$/);
    expect(await screen.findByTestId('counter-solicitations')).toHaveTextContent(/^87$/);
    expect(await screen.findByTestId('counter-equipment')).toHaveTextContent(/^2\.500\.000$/);
    expect(screen.getByText('Voluntários cadastrados')).toBeInTheDocument();
    expect(screen.getByText('Solicitações finalizadas')).toBeInTheDocument();
    expect(screen.getByText('Drones cadastrados')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the counters busy while they load', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithProviders(<Results />);

    const definitions = screen.getAllByRole('definition');
    expect(definitions).toHaveLength(3);
    for (const definition of definitions) expect(definition).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('counter-drivers')).not.toBeInTheDocument();
  });

  it('shows the error message once, without retrying, when a counter fails', async () => {
    const fetchMock = stubApi({
      ...counters,
      '/api/equipment/length': {
        status: 500,
        body: { message: 'Erro interno do servidor.', statusCode: 500 },
      },
    });
    renderWithProviders(<Results />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao carregar informações, tente novamente mais tarde.',
    );
    expect(await screen.findByTestId('counter-drivers')).toHaveTextContent('1.234');
    expect(screen.queryByTestId('counter-equipment')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
