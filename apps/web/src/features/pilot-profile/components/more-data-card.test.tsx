import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, notifications, openAs, renderApp, signedInAs } from '@/testing/test-utils';

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
  certificates: [],
};

describe("the profile's more data", () => {
  it('deletes the availability after asking', async () => {
    const { fetchMock, user } = openAs(pilot, `/perfil/${pilot.id}/user`, {
      [`GET /api/users/${pilot.id}`]: {
        status: 200,
        body: { ...pilot, equipments: [], disponibility, additionalData, driverForms: [] },
      },
      [`DELETE /api/disponibility/${disponibility.id}`]: { status: 204 },
    });

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

  it('deletes the additional data after asking', async () => {
    const { fetchMock, user } = openAs(pilot, `/perfil/${pilot.id}/user`, {
      [`GET /api/users/${pilot.id}`]: {
        status: 200,
        body: { ...pilot, equipments: [], disponibility, additionalData, driverForms: [] },
      },
      [`DELETE /api/additionalData/${additionalData.id}`]: { status: 204 },
    });

    await user.click(await screen.findByRole('button', { name: 'Excluir mais dados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir os seus dados adicionais?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(await notifications()).findByText('Dados adicionais excluídos.'),
    ).toBeInTheDocument();
    const deletes = () =>
      fetchMock.mock.calls.filter(
        ([url, init]) =>
          String(url) === `/api/additionalData/${additionalData.id}` && init?.method === 'DELETE',
      );
    expect(deletes()).toHaveLength(1);
    // The profile is read again.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url) === `/api/users/${pilot.id}`).length,
      ).toBeGreaterThan(1),
    );
  });

  it('keeps the additional data when the pilot cancels', async () => {
    const { fetchMock, user } = openAs(pilot, `/perfil/${pilot.id}/user`, {
      [`GET /api/users/${pilot.id}`]: {
        status: 200,
        body: { ...pilot, equipments: [], disponibility, additionalData, driverForms: [] },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Excluir mais dados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir os seus dados adicionais?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('lists the ANAC forms and deletes one after asking', async () => {
    const forms = [
      { id: '0190a5b2-1111-7000-8000-0000000000f1', url: '/api/files/f1?exp=1&sig=a' },
      { id: '0190a5b2-1111-7000-8000-0000000000f2', url: '/api/files/f2?exp=1&sig=b' },
    ];
    const { fetchMock, user } = openAs(pilot, `/perfil/${pilot.id}/user`, {
      [`GET /api/users/${pilot.id}`]: {
        status: 200,
        body: {
          ...pilot,
          equipments: [],
          disponibility: null,
          additionalData: null,
          driverForms: forms,
        },
      },
      [`DELETE /api/driverForm/${forms[1]!.id}`]: { status: 204 },
    });

    expect(await screen.findByRole('link', { name: /Formulário da ANAC 1/ })).toHaveAttribute(
      'href',
      forms[0]!.url,
    );
    await user.click(screen.getByRole('button', { name: 'Excluir Formulário da ANAC 2' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Excluir o formulário da ANAC 2?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(await notifications()).findByText('Formulário da ANAC excluído.'),
    ).toBeInTheDocument();
    const deleted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deleted.map(([url]) => String(url))).toEqual([`/api/driverForm/${forms[1]!.id}`]);
  });

  it('says when the ANAC form could not be deleted', async () => {
    const form = { id: '0190a5b2-1111-7000-8000-0000000000f1', url: '/api/files/f1?exp=1&sig=a' };
    const { user } = openAs(pilot, `/perfil/${pilot.id}/user`, {
      [`GET /api/users/${pilot.id}`]: {
        status: 200,
        body: { ...pilot, equipments: [], disponibility, additionalData, driverForms: [form] },
      },
      [`DELETE /api/driverForm/${form.id}`]: {
        status: 404,
        body: { message: 'Formulário não encontrado.', statusCode: 404 },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Excluir Formulário da ANAC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir o formulário da ANAC?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(await notifications()).findByText(
        'Erro ao excluir o formulário da ANAC, tente novamente mais tarde.',
      ),
    ).toBeInTheDocument();
  });
});
