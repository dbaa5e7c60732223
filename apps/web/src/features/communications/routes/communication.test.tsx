import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { address, aUser, jsonBodyOf, renderApp, signedInAs } from '@/testing/test-utils';

const staff = aUser({ role: 'GOVERNMENT', approvalStatus: 'approved' });

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Título'), 'Alerta de chuvas');
  await user.type(screen.getByLabelText('Descrição'), 'Chuvas fortes na Região Serrana.');
  await user.type(screen.getByLabelText('Comunicado'), 'Fiquem de prontidão.');
  await user.type(screen.getByLabelText('Detalhes'), 'Sábado e domingo.');
}

describe('communication form', () => {
  it("marks every required field with 'Campo obrigatório' and sends nothing", async () => {
    const fetchMock = signedInAs(staff);
    const user = userEvent.setup();
    renderApp('/comunication');

    await user.click(await screen.findByRole('button', { name: 'Enviar comunicado' }));

    for (const label of ['Título', 'Descrição', 'Comunicado', 'Detalhes']) {
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription('Campo obrigatório');
    }
    expect(screen.getByLabelText('Observação (opcional)')).not.toHaveAttribute('aria-invalid');
    expect(jsonBodyOf(fetchMock, 'POST', '/comunication')).toBeUndefined();
  });

  it('sends the communication and returns to the list with the success toast', async () => {
    const fetchMock = signedInAs(staff, {
      'POST /api/comunication': {
        status: 201,
        body: { id: '0190a5b2-6666-7000-8000-000000000006' },
      },
    });
    const user = userEvent.setup();
    renderApp('/comunication');

    expect(
      await screen.findByText(
        'O comunicado é enviado por e-mail a todos os droneiros cadastrados na plataforma.',
      ),
    ).toBeInTheDocument();
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Enviar comunicado' }));

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

  it('keeps the form and says the sending failed', async () => {
    signedInAs(staff, {
      'POST /api/comunication': {
        status: 500,
        body: { message: 'Erro interno do servidor.', statusCode: 500 },
      },
    });
    const user = userEvent.setup();
    renderApp('/comunication');

    await fillRequiredFields(user);
    const submit = screen.getByRole('button', { name: 'Enviar comunicado' });
    await user.click(submit);

    expect(
      await screen.findByText('Erro ao enviar o comunicado, tente novamente mais tarde!'),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent('/comunication');
    expect(submit).toBeEnabled();
    expect(screen.getByLabelText('Título')).toHaveValue('Alerta de chuvas');
  });

  it('tells an account still awaiting approval that it cannot send yet', async () => {
    signedInAs(aUser({ role: 'GOVERNMENT', approvalStatus: 'pending' }));
    renderApp('/comunication');

    expect(await screen.findByText('Conta aguardando aprovação')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar comunicado' })).not.toBeInTheDocument();
  });

  it('sends a pilot to his own landing page', async () => {
    const pilot = aUser({ role: 'DRIVER' });
    signedInAs(pilot);
    renderApp('/comunication');

    await waitFor(() => expect(address()).toHaveTextContent(`/perfil/${pilot.id}`));
  });
});
