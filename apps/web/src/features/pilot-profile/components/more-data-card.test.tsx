import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, notifications, renderApp, signedInAs } from '@/testing/test-utils';

const pilot = aUser({ role: 'DRIVER' });
const disponibility = {
  id: '0190a5b2-1111-7000-8000-0000000000d1',
  userId: pilot.id,
  days: 'Sábado, Domingo',
  city: 'Petrópolis',
  district: 'Centro',
  complement: null,
};
const additionalData = {
  id: '0190a5b2-1111-7000-8000-0000000000a1',
  userId: pilot.id,
  habilities: 'Fotogrametria',
  areas_expertise: 'Busca e salvamento',
  operate_km: '50',
  observation: null,
  url: [],
};

describe("the profile's more data", () => {
  it('deletes the availability after asking', async () => {
    const fetchMock = signedInAs(pilot, {
      [`GET /api/users/${pilot.id}`]: {
        status: 200,
        body: { ...pilot, equipments: [], disponibility, additionalData, driverForms: [] },
      },
      [`DELETE /api/disponibility/${disponibility.id}`]: { status: 204 },
    });
    const user = userEvent.setup();
    renderApp(`/perfil/${pilot.id}/user`);

    await user.click(await screen.findByRole('button', { name: 'Excluir disponibilidade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir a sua disponibilidade?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(await notifications()).findByText('Disponibilidade excluída.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url) === `/api/disponibility/${disponibility.id}` && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('shows the availability, with its delete button, before any additional data', async () => {
    signedInAs(pilot, {
      [`GET /api/users/${pilot.id}`]: {
        status: 200,
        body: { ...pilot, equipments: [], disponibility, additionalData: null, driverForms: [] },
      },
    });
    renderApp(`/perfil/${pilot.id}/user`);

    expect(await screen.findByText('Sábado, Domingo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir disponibilidade' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar mais dados' })).toBeInTheDocument();
  });
});
