import type { SolicitationDetail } from '@drones/shared/solicitations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubXhr } from '@/testing/fake-xhr';
import {
  address,
  aSolicitationDetail,
  aUser,
  renderApp,
  requestCreator as creator,
  signedInAs,
} from '@/testing/test-utils';

const otherStaff = aUser({ id: '0190a5b2-2222-7000-8000-000000000002', role: 'GOVERNMENT' });
const reportId = '0190a5b2-3333-7000-8000-000000000003';

const solicitation = aSolicitationDetail();
const path = `/solicitations/${solicitation.id}/mission`;
const answers = (detail: SolicitationDetail) => ({
  [`/api/solicitation/${detail.id}`]: { status: 200, body: detail },
});

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Nome da missão'), 'Mapeamento da encosta');
  await user.type(screen.getByLabelText('Descrição'), 'Voo sobre a área atingida.');
  await user.type(screen.getByLabelText('Informações principais'), 'Duas casas soterradas.');
  await user.type(screen.getByLabelText('Tempo de voo'), '120 min');
  await user.type(screen.getByLabelText('Dados coletados'), '340 fotos aéreas');
  await user.type(screen.getByLabelText('Observação'), 'Área ainda instável.');
}

const CONFIRM = 'Enviar o relatório e finalizar a solicitação?';

/** Files the filled report and confirms it in the dialog. */
async function sendAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Registrar relatório' }));
  const dialog = await screen.findByRole('dialog', { name: CONFIRM });
  await user.click(within(dialog).getByRole('button', { name: 'Enviar e finalizar' }));
}

describe('mission report form', () => {
  it("marks every required field with 'Campo obrigatório' and sends nothing", async () => {
    signedInAs(creator, answers(solicitation));
    const xhr = stubXhr({});
    const user = userEvent.setup();
    renderApp(path);

    expect(await screen.findByText(solicitation.name)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar relatório' }));

    for (const label of [
      'Nome da missão',
      'Descrição',
      'Informações principais',
      'Tempo de voo',
      'Dados coletados',
      'Observação',
    ]) {
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription('Campo obrigatório');
    }
    expect(screen.getByLabelText('Recursos utilizados (opcional)')).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(xhr.requests).toHaveLength(0);
  });

  it('sends the fields and documents, then returns to the list with the success toast', async () => {
    signedInAs(creator, answers(solicitation));
    const xhr = stubXhr({
      'POST /api/missionReport': { status: 201, body: { id: reportId } },
    });
    const user = userEvent.setup();
    renderApp(path);

    await fillRequiredFields(user);
    const pdf = new File(['%PDF-1.4'], 'relatorio.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Documentos/), pdf);
    await sendAndConfirm(user);

    await waitFor(() => expect(address()).toHaveTextContent(/^\/solicitations$/));
    expect(await screen.findByText('Informações registradas com sucesso.')).toBeInTheDocument();
    const body = xhr.requests[0]!.body!;
    expect(body.get('solicitationId')).toBe(solicitation.id);
    expect(body.get('name')).toBe('Mapeamento da encosta');
    expect(body.get('fight_time')).toBe('120 min');
    expect(body.get('observation')).toBe('Área ainda instável.');
    expect(body.has('resources_utilizated')).toBe(false);
    expect(body.getAll('documents')).toEqual([pdf]);
  });

  it.each([
    [403, 'Somente quem criou a solicitação pode fazer o relatório'],
    [409, 'Esta solicitação já foi finalizada com um relatório da missão.'],
  ])("shows the server's reason for a %i and keeps the form", async (status, message) => {
    signedInAs(creator, answers(solicitation));
    stubXhr({ 'POST /api/missionReport': { status, body: { message, statusCode: status } } });
    const user = userEvent.setup();
    renderApp(path);

    await fillRequiredFields(user);
    const submit = screen.getByRole('button', { name: 'Registrar relatório' });
    await sendAndConfirm(user);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(address()).toHaveTextContent(path);
    expect(submit).toBeEnabled();
  });

  it('says any other failure with the generic message', async () => {
    signedInAs(creator, answers(solicitation));
    stubXhr({
      'POST /api/missionReport': {
        status: 500,
        body: { message: 'Erro interno do servidor.', statusCode: 500 },
      },
    });
    const user = userEvent.setup();
    renderApp(path);

    await fillRequiredFields(user);
    await sendAndConfirm(user);

    expect(
      await screen.findByText('Erro ao registrar informações, tente novamente mais tarde!'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nome da missão')).toHaveValue('Mapeamento da encosta');
  });

  it('asks before filing; Cancelar sends nothing and gives the focus back to the button', async () => {
    signedInAs(creator, answers(solicitation));
    const xhr = stubXhr({});
    const user = userEvent.setup();
    renderApp(path);

    await fillRequiredFields(user);
    const submit = screen.getByRole('button', { name: 'Registrar relatório' });
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submit).toHaveFocus();
    expect(xhr.requests).toHaveLength(0);
    expect(address()).toHaveTextContent(path);
  });

  it('tells a user who did not create the request that only its creator can report', async () => {
    signedInAs(otherStaff, answers(solicitation));
    renderApp(path);

    expect(
      await screen.findByText('Somente quem criou a solicitação pode fazer o relatório'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar relatório' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver a solicitação' })).toHaveAttribute(
      'href',
      `/solicitations/${solicitation.id}`,
    );
  });

  it('offers the report of a finished request instead of the form', async () => {
    const finished = { ...solicitation, isFinished: true, missionReportId: reportId };
    signedInAs(creator, answers(finished));
    renderApp(path);

    expect(await screen.findByRole('link', { name: 'Ver o relatório da missão' })).toHaveAttribute(
      'href',
      `/solicitations/${finished.id}/mission/${reportId}`,
    );
    expect(screen.queryByLabelText('Nome da missão')).not.toBeInTheDocument();
  });

  it('sends a pilot to his own landing page', async () => {
    const pilot = aUser({ role: 'DRIVER' });
    signedInAs(pilot, answers(solicitation));
    renderApp(path);

    await waitFor(() => expect(address()).toHaveTextContent(`/perfil/${pilot.id}`));
  });
});
