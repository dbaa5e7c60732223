import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { address, anEquipment, aUser, jsonBodyOf, openAs } from '@/testing/test-utils';

const pilot = aUser({ role: 'DRIVER' });

const drone = anEquipment({ userId: pilot.id, capabilities: ['thermal', 'night_light'] });

describe("the equipment's capabilities", () => {
  it('sends the capabilities checked with the new equipment', async () => {
    const { fetchMock, user } = openAs(pilot, `/perfil/${pilot.id}/equipments/create`, {
      'POST /api/equipment': { status: 201, body: drone },
      [`/api/equipment/user/${pilot.id}`]: { status: 200, body: [drone] },
    });

    await user.type(await screen.findByLabelText('Nome do equipamento'), 'Drone térmico');
    await user.type(screen.getByLabelText('Fabricante'), 'DJI');
    await user.type(screen.getByLabelText('Modelo'), 'Mavic 3T');
    await user.type(screen.getByLabelText('Autonomia'), '45 min');
    const capabilities = screen.getByRole('group', { name: 'Capacidades' });
    expect(within(capabilities).getAllByRole('checkbox')).toHaveLength(8);
    await user.click(within(capabilities).getByRole('checkbox', { name: 'Holofote' }));
    await user.click(within(capabilities).getByRole('checkbox', { name: 'Câmera térmica' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(address()).toHaveTextContent(`/perfil/${pilot.id}/equipments`));
    expect(jsonBodyOf(fetchMock, 'POST', '/equipment')).toEqual({
      name: 'Drone térmico',
      manufacture: 'DJI',
      model: 'Mavic 3T',
      autonomy: '45 min',
      observation: null,
      capabilities: ['thermal', 'night_light'],
      userId: pilot.id,
    });
  });

  it('shows them as badges on the card and checked in the edit form', async () => {
    const { user } = openAs(pilot, `/perfil/${pilot.id}/equipments`, {
      [`/api/equipment/user/${pilot.id}`]: { status: 200, body: [drone] },
      [`/api/equipment/${drone.id}`]: { status: 200, body: drone },
    });

    const badges = await screen.findByRole('list', { name: 'Capacidades' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Câmera térmica', 'Holofote']);

    await user.click(screen.getByRole('link', { name: 'Alterar Drone térmico' }));
    const capabilities = await screen.findByRole('group', { name: 'Capacidades' });
    expect(within(capabilities).getByRole('checkbox', { name: 'Câmera térmica' })).toBeChecked();
    expect(within(capabilities).getByRole('checkbox', { name: 'Holofote' })).toBeChecked();
    expect(within(capabilities).getByRole('checkbox', { name: 'RTK' })).not.toBeChecked();
  });
});
