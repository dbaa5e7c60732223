import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { address, anEquipment, aUser, openAs, type stubApi } from '@/testing/test-utils';

const pilot = aUser({ role: 'DRIVER' });

const drone = anEquipment({ userId: pilot.id });

async function fillIn(user: UserEvent) {
  await user.type(await screen.findByLabelText('Nome do equipamento'), drone.name);
  await user.type(screen.getByLabelText('Fabricante'), drone.manufacture);
  await user.type(screen.getByLabelText('Modelo'), drone.model);
  await user.type(screen.getByLabelText('Autonomia'), drone.autonomy);
}

/** The Idempotency-Key of each `POST /api/equipment` sent, in order. */
function keysSent(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === '/api/equipment' && init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

describe('Adicionar equipamento', () => {
  it('a double click on Salvar adds the drone once, sent with an Idempotency-Key', async () => {
    const { fetchMock, user } = openAs(pilot, `/perfil/${pilot.id}/equipments/create`, {
      'POST /api/equipment': { status: 201, body: drone },
      [`/api/equipment/user/${pilot.id}`]: { status: 200, body: [drone] },
    });

    await fillIn(user);
    await user.dblClick(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Equipamento registrado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent(`/perfil/${pilot.id}/equipments`));
    const keys = keysSent(fetchMock);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,255}$/);
  });

  it('a retry after a failure goes with the same key, changed content with a new one', async () => {
    const { fetchMock, user } = openAs(pilot, `/perfil/${pilot.id}/equipments/create`, {
      'POST /api/equipment': {
        status: 503,
        body: { message: 'Serviço temporariamente indisponível.', statusCode: 503 },
      },
    });

    await fillIn(user);
    const submit = screen.getByRole('button', { name: 'Salvar' });
    await user.click(submit);
    await waitFor(() => expect(keysSent(fetchMock)).toHaveLength(1));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(keysSent(fetchMock)).toHaveLength(2));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.type(screen.getByLabelText('Modelo'), ' Pro');
    await user.click(submit);
    await waitFor(() => expect(keysSent(fetchMock)).toHaveLength(3));

    const [first, retry, changed] = keysSent(fetchMock);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
    expect(address()).toHaveTextContent(`/perfil/${pilot.id}/equipments/create`);
  });
});
