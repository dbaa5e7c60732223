import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { address, aUser, jsonBodyOf, openAs, petropolis, serverError } from '@/testing/test-utils';

const staff = aUser({ role: 'GOVERNMENT', approvalStatus: 'approved' });

async function fillRequiredFields(user: UserEvent) {
  await user.type(await screen.findByLabelText('Título'), 'Alerta de chuvas');
  await user.type(screen.getByLabelText('Descrição'), 'Chuvas fortes na Região Serrana.');
  await user.type(screen.getByLabelText('Comunicado'), 'Fiquem de prontidão.');
  await user.type(screen.getByLabelText('Detalhes'), 'Sábado e domingo.');
}

const CONFIRM = 'Enviar a comunicação a todos os droneiros?';

const accepted = {
  'POST /api/comunication': { status: 201, body: { id: '0190a5b2-6666-7000-8000-000000000006' } },
};

/** The form, signed in as `staff` with `answers`. */
const openForm = (answers = {}) => openAs(staff, '/comunication', answers);

/** Sends the filled form and confirms it in the dialog. */
async function sendAndConfirm(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Enviar comunicado' }));
  const dialog = await screen.findByRole('dialog', { name: CONFIRM });
  await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
}

describe('communication form', () => {
  it("marks every required field with 'Campo obrigatório' and sends nothing", async () => {
    const { fetchMock, user } = openForm();

    await user.click(await screen.findByRole('button', { name: 'Enviar comunicado' }));

    for (const label of ['Título', 'Descrição', 'Comunicado', 'Detalhes']) {
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription('Campo obrigatório');
    }
    expect(screen.getByLabelText('Observação (opcional)')).not.toHaveAttribute('aria-invalid');
    expect(jsonBodyOf(fetchMock, 'POST', '/comunication')).toBeUndefined();
  });

  it('sends the communication and returns to the list with the success toast', async () => {
    const { fetchMock, user } = openForm(accepted);

    expect(
      await screen.findByText(
        'O comunicado é enviado por e-mail a todos os droneiros cadastrados na plataforma, ou só aos de uma área.',
      ),
    ).toBeInTheDocument();
    await fillRequiredFields(user);
    await sendAndConfirm(user);

    await waitFor(() => expect(address()).toHaveTextContent(/^\/solicitations$/));
    expect(await screen.findByText('Comunicado enviado com sucesso!')).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock, 'POST', '/comunication')).toEqual({
      name: 'Alerta de chuvas',
      description: 'Chuvas fortes na Região Serrana.',
      comunication: 'Fiquem de prontidão.',
      details: 'Sábado e domingo.',
      userId: staff.id,
    });
  });

  it('a double click on Enviar sends the communication once, with an Idempotency-Key', async () => {
    const { fetchMock, user } = openForm(accepted);

    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Enviar comunicado' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(address()).toHaveTextContent(/^\/solicitations$/));
    const sent = fetchMock.mock.calls.filter(
      ([input, init]) => String(input) === '/api/comunication' && init?.method === 'POST',
    );
    expect(sent).toHaveLength(1);
    expect(new Headers(sent[0]![1]?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('keeps the form and says the sending failed', async () => {
    const { user } = openForm({ 'POST /api/comunication': serverError });

    await fillRequiredFields(user);
    const submit = screen.getByRole('button', { name: 'Enviar comunicado' });
    await sendAndConfirm(user);

    expect(
      await screen.findByText('Erro ao enviar o comunicado, tente novamente mais tarde!'),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent('/comunication');
    expect(submit).toBeEnabled();
    expect(screen.getByLabelText('Título')).toHaveValue('Alerta de chuvas');
  });

  it('asks before sending; Cancelar sends nothing and gives the focus back to the button', async () => {
    const { fetchMock, user } = openForm();

    await fillRequiredFields(user);
    const submit = screen.getByRole('button', { name: 'Enviar comunicado' });
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submit).toHaveFocus();
    expect(jsonBodyOf(fetchMock, 'POST', '/comunication')).toBeUndefined();
    expect(screen.getByLabelText('Título')).toHaveValue('Alerta de chuvas');
  });

  it('sends to a municipality and its surroundings, saying first how many pilots it reaches', async () => {
    const { fetchMock, user } = openForm({
      ...accepted,
      '/api/municipalities': { status: 200, body: [petropolis] },
      '/api/comunication/recipients': { status: 200, body: { pilots: 12 } },
    });

    await fillRequiredFields(user);
    const audience = screen.getByRole('group', { name: 'Para quem' });
    expect(within(audience).getByRole('radio', { name: 'Todos os droneiros' })).toBeChecked();
    await user.click(
      within(audience).getByRole('radio', { name: 'Os droneiros de um município e arredores' }),
    );
    await user.type(screen.getByRole('combobox', { name: 'Município' }), 'petro');
    await user.click(await screen.findByRole('option', { name: 'Petrópolis – RJ' }));
    await user.type(screen.getByLabelText('Raio em km (opcional)'), '30');

    expect(await screen.findByText('Este comunicado chegará a 12 droneiros.')).toBeVisible();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/comunication/recipients?municipalityCode=3303906&radiusKm=30',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar comunicado' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Enviar a comunicação aos droneiros da área?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Os droneiros de Petrópolis – RJ e até 30 km recebem o comunicado por e-mail. Depois de enviado, não é possível cancelar.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(address()).toHaveTextContent(/^\/solicitations$/));
    expect(jsonBodyOf(fetchMock, 'POST', '/comunication')).toMatchObject({
      name: 'Alerta de chuvas',
      municipalityCode: 3303906,
      radiusKm: 30,
    });
  });

  it('asks for the state, a municipality from the list and a radius of 1 to 500 km', async () => {
    const { fetchMock, user } = openForm({
      ...accepted,
      '/api/municipalities': { status: 200, body: [] },
      '/api/comunication/recipients': { status: 200, body: { pilots: 3 } },
    });

    await fillRequiredFields(user);
    await user.click(screen.getByRole('radio', { name: 'Os droneiros de um estado' }));
    await user.click(screen.getByRole('button', { name: 'Enviar comunicado' }));
    const state = screen.getByLabelText('Estado (UF)');
    expect(state).toHaveAccessibleDescription('Escolha o estado');

    await user.click(
      screen.getByRole('radio', { name: 'Os droneiros de um município e arredores' }),
    );
    await user.type(screen.getByRole('combobox', { name: 'Município' }), 'Xyzópolis');
    await user.type(screen.getByLabelText('Raio em km (opcional)'), '600');
    await user.click(screen.getByRole('button', { name: 'Enviar comunicado' }));
    expect(screen.getByRole('combobox', { name: 'Município' })).toHaveAccessibleDescription(
      'Escolha um município da lista',
    );
    expect(screen.getByLabelText('Raio em km (opcional)')).toHaveAccessibleDescription(
      'O raio vai de 1 a 500 km',
    );
    expect(jsonBodyOf(fetchMock, 'POST', '/comunication')).toBeUndefined();

    await user.click(screen.getByRole('radio', { name: 'Os droneiros de um estado' }));
    await user.selectOptions(screen.getByLabelText('Estado (UF)'), 'RJ');
    expect(await screen.findByText('Este comunicado chegará a 3 droneiros.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar comunicado' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Enviar a comunicação aos droneiros da área?' }),
      ).getByRole('button', { name: 'Enviar' }),
    );
    await waitFor(() =>
      expect(jsonBodyOf(fetchMock, 'POST', '/comunication')).toMatchObject({ uf: 'RJ' }),
    );
  });

  it('tells an account still awaiting approval that it cannot send yet', async () => {
    openAs(aUser({ role: 'GOVERNMENT', approvalStatus: 'pending' }), '/comunication');

    expect(await screen.findByText('Conta aguardando aprovação')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar comunicado' })).not.toBeInTheDocument();
  });

  it('sends a pilot to his own landing page', async () => {
    const pilot = aUser({ role: 'DRIVER' });
    openAs(pilot, '/comunication');

    await waitFor(() => expect(address()).toHaveTextContent(`/perfil/${pilot.id}`));
  });
});
