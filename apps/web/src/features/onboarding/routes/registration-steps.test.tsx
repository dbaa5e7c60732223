import type { AdditionalData, Disponibility, Equipment } from '@drones/shared/pilot-data';
import type { Municipality } from '@drones/shared/places';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heldReply, stubXhr } from '@/testing/fake-xhr';
import {
  address,
  type Answer,
  aUser,
  browserBack,
  jsonBodyOf,
  openAs,
  petropolis,
  renderApp,
  serverError,
  signedInAs,
} from '@/testing/test-utils';

const pilot = aUser({ role: 'DRIVER' });

/** `GET /api/users/{id}` of the pilot, with what he has recorded so far. */
function profileOf(
  recorded: { disponibility?: Disponibility; additionalData?: AdditionalData } = {},
): Record<string, Answer> {
  return {
    [`/api/users/${pilot.id}`]: {
      status: 200,
      body: {
        ...pilot,
        equipments: [],
        disponibility: recorded.disponibility ?? null,
        additionalData: recorded.additionalData ?? null,
        driverForms: [],
      },
    },
  };
}

const recordedDisponibility: Disponibility = {
  id: '0190a5b2-2222-7000-8000-000000000001',
  userId: pilot.id,
  days: 'Segunda-feira, Sábado',
  city: 'Niterói',
  district: 'Icaraí',
  complement: 'Atendo a zona sul',
  // Typed, not chosen: the server found no municipality for it.
  municipalityCode: null,
  uf: null,
};

const niteroi = {
  code: 3303302,
  name: 'Niterói',
  uf: 'RJ',
  latitude: -22.8832,
  longitude: -43.1034,
};

const recordedAdditionalData: AdditionalData = {
  id: '0190a5b2-3333-7000-8000-000000000001',
  userId: pilot.id,
  habilities: 'Fotogrametria e busca',
  areas_expertise: 'Enchentes',
  operate_km: '80',
  observation: 'Tenho carro próprio',
  disponibility: recordedDisponibility,
  url: ['/api/files/0190a5b2-4444-7000-8000-000000000001?exp=1&sig=a'],
  certificates: [
    {
      id: '0190a5b2-4444-7000-8000-000000000001',
      url: '/api/files/0190a5b2-4444-7000-8000-000000000001?exp=1&sig=a',
      status: 'pending',
      expiresAt: null,
      reason: null,
    },
  ],
};

/** The availability step, the city search finding `found`, and the save accepted. */
const openAvailabilityStep = (found: Municipality) =>
  openAs(pilot, `/register/${pilot.id}/disponibility`, {
    ...profileOf(),
    '/api/municipalities': { status: 200, body: [found] },
    'POST /api/disponibility': {
      status: 201,
      body: { id: 'd1', userId: pilot.id, days: '', city: '', district: '', complement: null },
    },
  });

describe('registration steps', () => {
  it('sends the checked weekdays as the comma-separated days text', async () => {
    const { fetchMock, user } = openAvailabilityStep(niteroi);

    await user.click(await screen.findByRole('checkbox', { name: 'Sábado' }));
    await user.click(screen.getByRole('checkbox', { name: 'Segunda-feira' }));
    await user.click(screen.getByRole('checkbox', { name: 'Quarta-feira' }));
    await user.type(screen.getByLabelText('Cidade'), 'Niterói');
    await user.click(await screen.findByRole('option', { name: 'Niterói – RJ' }));
    await user.type(screen.getByLabelText('Bairro'), 'Icaraí');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    await waitFor(() =>
      expect(address()).toHaveTextContent(`/register/${pilot.id}/additionalData`),
    );
    expect(jsonBodyOf(fetchMock, 'POST', '/disponibility')).toEqual({
      days: 'Segunda-feira, Quarta-feira, Sábado',
      city: 'Niterói',
      municipalityCode: 3303302,
      district: 'Icaraí',
      complement: null,
      userId: pilot.id,
    });
    expect(await screen.findByText('Informações registradas com sucesso.')).toBeInTheDocument();
  });

  it('sends the code and name of the municipality chosen from the list', async () => {
    const { fetchMock, user } = openAvailabilityStep(petropolis);

    await user.click(await screen.findByRole('checkbox', { name: 'Sábado' }));
    const city = screen.getByRole('combobox', { name: 'Cidade' });
    await user.type(city, 'petropolis');
    await screen.findByRole('option', { name: 'Petrópolis – RJ' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(city).toHaveValue('Petrópolis – RJ');
    await user.type(screen.getByLabelText('Bairro'), 'Centro');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    await waitFor(() =>
      expect(jsonBodyOf(fetchMock, 'POST', '/disponibility')).toEqual({
        days: 'Sábado',
        city: 'Petrópolis',
        municipalityCode: 3303906,
        district: 'Centro',
        complement: null,
        userId: pilot.id,
      }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/municipalities?search=petropolis&limit=10',
      expect.anything(),
    );
  });

  it('refuses a city that names no municipality until one is chosen from the list', async () => {
    const { fetchMock, user } = openAs(pilot, `/register/${pilot.id}/disponibility`, {
      ...profileOf(),
      '/api/municipalities': { status: 200, body: [] },
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Sábado' }));
    const city = screen.getByRole('combobox', { name: 'Cidade' });
    await user.type(city, 'cidade inexistente xyz');
    await user.type(screen.getByLabelText('Bairro'), 'Centro');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    await waitFor(() => expect(city).toHaveAccessibleDescription('Escolha um município da lista'));
    expect(city).toHaveFocus();
    expect(city).toHaveValue('cidade inexistente xyz');
    expect(jsonBodyOf(fetchMock, 'POST', '/disponibility')).toBeUndefined();
    expect(address()).toHaveTextContent(`/register/${pilot.id}/disponibility`);
  });

  it('asks for at least one weekday before sending', async () => {
    const { fetchMock, user } = openAs(pilot, `/register/${pilot.id}/disponibility`, profileOf());

    await user.type(await screen.findByLabelText('Cidade'), 'Niterói');
    await user.type(screen.getByLabelText('Bairro'), 'Icaraí');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    expect(await screen.findByText('Escolha pelo menos um dia.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Dias disponíveis' })).toHaveAccessibleDescription(
      'Escolha pelo menos um dia.',
    );
    expect(jsonBodyOf(fetchMock, 'POST', '/disponibility')).toBeUndefined();
  });

  it("the visible skip records 'Habilidade não cadastrada' and goes to the choice screen", async () => {
    signedInAs(pilot, profileOf());
    const xhr = stubXhr({
      'POST /api/additionalData': { status: 201, body: { id: 'a1' } },
    });
    const user = userEvent.setup();
    renderApp(`/register/${pilot.id}/additionalData`);

    await user.click(await screen.findByRole('button', { name: 'Pular esta etapa' }));

    await waitFor(() => expect(address().textContent).toBe(`/register/${pilot.id}`));
    const body = xhr.requests[0]!.body!;
    expect(body.get('habilities')).toBe('Habilidade não cadastrada');
    expect(body.get('userId')).toBe(pilot.id);
    expect(body.getAll('documents')).toEqual([]);
    expect(xhr.requests[0]!.headers.Authorization).toBe('Bearer token-de-teste');
  });

  it('a failed equipment save shows the error toast and stays on the step', async () => {
    const { user } = openAs(pilot, `/register/${pilot.id}/equipment`, {
      'POST /api/equipment': serverError,
    });

    await user.type(await screen.findByLabelText('Nome do equipamento'), 'Drone de mapeamento');
    await user.type(screen.getByLabelText('Fabricante'), 'DJI');
    await user.type(screen.getByLabelText('Modelo'), 'Mavic 3');
    await user.type(screen.getByLabelText('Autonomia'), '45 min');
    const submit = screen.getByRole('button', { name: 'Salvar e continuar' });
    await user.click(submit);

    expect(
      await screen.findByText('Erro ao registrar informações, tente novamente mais tarde!'),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent(`/register/${pilot.id}/equipment`);
    expect(submit).toBeEnabled();
    expect(screen.getByLabelText('Nome do equipamento')).toHaveValue('Drone de mapeamento');
  });

  it('shows the upload progress of the ANAC form and the server refusal of a file', async () => {
    signedInAs(pilot);
    const upload = heldReply(50, {
      status: 415,
      body: { message: 'Tipo de arquivo não aceito. Envie PDF ou imagem.', statusCode: 415 },
    });
    const xhr = stubXhr({ 'POST /api/driverForm': upload.reply });
    const user = userEvent.setup();
    renderApp(`/register/${pilot.id}/form`);

    const pdf = new File(['%PDF-1.4'], 'formulario.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText(/Formulário da ANAC/), pdf);
    await user.click(screen.getByRole('button', { name: 'Enviar formulário' }));

    const bar = await screen.findByRole('progressbar', { name: 'Enviando arquivos' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Enviar formulário' })).toBeDisabled();
    upload.finish();

    expect(
      await screen.findByText('Tipo de arquivo não aceito. Envie PDF ou imagem.', {
        selector: '[role="alert"]',
      }),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent(`/register/${pilot.id}/form`);
    expect(xhr.requests[0]!.body!.get('driverForm')).toBeInstanceOf(File);
    expect(
      within(screen.getByRole('list', { name: 'Arquivos escolhidos' })).getByText('formulario.pdf'),
    ).toBeInTheDocument();
  });
});

describe('coming back to a recorded registration step', () => {
  it('Back to the equipment step shows the drone it saved, and saving changes it', async () => {
    const drone: Equipment = {
      id: '0190a5b2-5555-7000-8000-000000000001',
      userId: pilot.id,
      name: 'Drone de mapeamento',
      manufacture: 'DJI',
      model: 'Mavic 3',
      autonomy: '45 min',
      observation: null,
      capabilities: [],
      createdAt: '2026-03-09T12:00:00.000Z',
      updatedAt: '2026-03-09T12:00:00.000Z',
    };
    const fetchMock = signedInAs(pilot, {
      ...profileOf(),
      'POST /api/equipment': { status: 201, body: drone },
      [`/api/equipment/${drone.id}`]: { status: 200, body: drone },
    });
    const sent = (method: string) =>
      fetchMock.mock.calls.filter(
        ([input, init]) => String(input).startsWith('/api/equipment') && init?.method === method,
      );
    const user = userEvent.setup();
    renderApp(`/register/${pilot.id}/equipment`);

    await user.type(await screen.findByLabelText('Nome do equipamento'), drone.name);
    await user.type(screen.getByLabelText('Fabricante'), drone.manufacture);
    await user.type(screen.getByLabelText('Modelo'), drone.model);
    await user.type(screen.getByLabelText('Autonomia'), drone.autonomy);
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() => expect(address()).toHaveTextContent(`/register/${pilot.id}/disponibility`));
    await screen.findByRole('checkbox', { name: 'Sábado' });

    await user.click(browserBack());
    await waitFor(() => expect(address()).toHaveTextContent(`/register/${pilot.id}/equipment`));
    const model = await screen.findByLabelText('Modelo');
    expect(model).toHaveValue('Mavic 3');
    expect(screen.getByLabelText('Nome do equipamento')).toHaveValue('Drone de mapeamento');
    await user.type(model, ' Pro');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    await waitFor(() => expect(address()).toHaveTextContent(`/register/${pilot.id}/disponibility`));
    expect(sent('POST')).toHaveLength(1);
    expect(jsonBodyOf(fetchMock, 'PUT', `/equipment/${drone.id}`)).toMatchObject({
      model: 'Mavic 3 Pro',
    });
  });

  it('shows the recorded availability and saving changes it', async () => {
    const { fetchMock, user } = openAs(pilot, `/register/${pilot.id}/disponibility`, {
      ...profileOf({ disponibility: recordedDisponibility }),
      '/api/municipalities': { status: 200, body: [petropolis] },
      [`PUT /api/disponibility/${recordedDisponibility.id}`]: {
        status: 200,
        body: { ...recordedDisponibility, city: 'Petrópolis' },
      },
    });

    expect(await screen.findByRole('checkbox', { name: 'Segunda-feira' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sábado' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Terça-feira' })).not.toBeChecked();
    expect(screen.getByLabelText('Cidade')).toHaveValue('Niterói');
    expect(screen.getByLabelText('Bairro')).toHaveValue('Icaraí');
    expect(screen.getByLabelText('Complemento (opcional)')).toHaveValue('Atendo a zona sul');

    await user.clear(screen.getByLabelText('Cidade'));
    await user.type(screen.getByLabelText('Cidade'), 'Petrópolis');
    await user.click(await screen.findByRole('option', { name: 'Petrópolis – RJ' }));
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    await waitFor(() =>
      expect(address()).toHaveTextContent(`/register/${pilot.id}/additionalData`),
    );
    expect(jsonBodyOf(fetchMock, 'PUT', `/disponibility/${recordedDisponibility.id}`)).toEqual({
      days: 'Segunda-feira, Sábado',
      city: 'Petrópolis',
      municipalityCode: 3303906,
      district: 'Icaraí',
      complement: 'Atendo a zona sul',
    });
    expect(jsonBodyOf(fetchMock, 'POST', '/disponibility')).toBeUndefined();
    expect(await screen.findByText('Informações atualizadas com sucesso.')).toBeInTheDocument();
  });

  it("shows a recorded municipality as 'Cidade – UF' and keeps its code", async () => {
    const recorded = { ...recordedDisponibility, municipalityCode: 3303302, uf: 'RJ' };
    const { fetchMock, user } = openAs(pilot, `/register/${pilot.id}/disponibility`, {
      ...profileOf({ disponibility: recorded }),
      [`PUT /api/disponibility/${recorded.id}`]: { status: 200, body: recorded },
    });

    expect(await screen.findByRole('combobox', { name: 'Cidade' })).toHaveValue('Niterói – RJ');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    await waitFor(() =>
      expect(jsonBodyOf(fetchMock, 'PUT', `/disponibility/${recorded.id}`)).toEqual({
        days: 'Segunda-feira, Sábado',
        city: 'Niterói',
        municipalityCode: 3303302,
        district: 'Icaraí',
        complement: 'Atendo a zona sul',
      }),
    );
  });

  it('says when the recorded data cannot be read and reads again on retry', async () => {
    const fetchMock = signedInAs(pilot, {
      [`/api/users/${pilot.id}`]: serverError,
    });
    const reads = () =>
      fetchMock.mock.calls.filter(([input]) => String(input) === `/api/users/${pilot.id}`).length;
    const user = userEvent.setup();
    renderApp(`/register/${pilot.id}/disponibility`);

    expect(
      await screen.findByText('Erro ao carregar informações, tente novamente mais tarde.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Cidade')).not.toBeInTheDocument();
    expect(reads()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('shows the recorded additional data and saving changes it, with new certificates', async () => {
    signedInAs(pilot, profileOf({ additionalData: recordedAdditionalData }));
    const xhr = stubXhr({
      [`PUT /api/additionalData/${recordedAdditionalData.id}`]: {
        status: 200,
        body: recordedAdditionalData,
      },
    });
    const user = userEvent.setup();
    renderApp(`/register/${pilot.id}/additionalData`);

    expect(await screen.findByLabelText('Habilidades')).toHaveValue('Fotogrametria e busca');
    expect(screen.getByLabelText('Área de atuação')).toHaveValue('Enchentes');
    expect(screen.getByLabelText('Raio de atuação (km)')).toHaveValue('80');
    expect(screen.getByLabelText('Observação (opcional)')).toHaveValue('Tenho carro próprio');
    expect(screen.getByRole('link', { name: /Certificado 1/ })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Área de atuação'));
    await user.type(screen.getByLabelText('Área de atuação'), 'Enchentes e deslizamentos');
    const pdf = new File(['%PDF-1.4'], 'certificado.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Certificados/), pdf);
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    await waitFor(() => expect(address().textContent).toBe(`/register/${pilot.id}`));
    expect(xhr.requests).toHaveLength(1);
    const [request] = xhr.requests;
    expect(request!.method).toBe('PUT');
    const body = request!.body!;
    expect(body.get('habilities')).toBe('Fotogrametria e busca');
    expect(body.get('areasExpertise')).toBe('Enchentes e deslizamentos');
    expect(body.get('operateKm')).toBe('80');
    expect(body.get('observation')).toBe('Tenho carro próprio');
    expect(body.getAll('documents')).toEqual([pdf]);
    expect(await screen.findByText('Informações atualizadas com sucesso.')).toBeInTheDocument();
  });

  it('the skip leaves recorded additional data as they are and goes on', async () => {
    const fetchMock = signedInAs(pilot, profileOf({ additionalData: recordedAdditionalData }));
    const xhr = stubXhr({});
    const user = userEvent.setup();
    renderApp(`/register/${pilot.id}/additionalData`);

    await screen.findByLabelText('Habilidades');
    await user.click(screen.getByRole('button', { name: 'Pular esta etapa' }));

    await waitFor(() => expect(address().textContent).toBe(`/register/${pilot.id}`));
    expect(xhr.requests).toEqual([]);
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/additionalData')),
    ).toEqual([]);
  });

  it('a skipped step shows blank fields, and filling them in changes the record', async () => {
    const skipped: AdditionalData = {
      ...recordedAdditionalData,
      habilities: 'Habilidade não cadastrada',
      areas_expertise: 'Não informada',
      operate_km: 'Não informado',
      observation: null,
      url: [],
      certificates: [],
    };
    signedInAs(pilot, profileOf({ additionalData: skipped }));
    const xhr = stubXhr({
      [`PUT /api/additionalData/${skipped.id}`]: { status: 200, body: skipped },
    });
    const user = userEvent.setup();
    renderApp(`/register/${pilot.id}/additionalData`);

    expect(await screen.findByLabelText('Habilidades')).toHaveValue('');
    expect(screen.getByLabelText('Área de atuação')).toHaveValue('');
    expect(screen.getByLabelText('Raio de atuação (km)')).toHaveValue('50');
    await user.type(screen.getByLabelText('Habilidades'), 'Termografia');
    await user.type(screen.getByLabelText('Área de atuação'), 'Incêndios');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    await waitFor(() => expect(address().textContent).toBe(`/register/${pilot.id}`));
    expect(xhr.requests[0]!.method).toBe('PUT');
    expect(xhr.requests[0]!.body!.get('habilities')).toBe('Termografia');
  });
});
