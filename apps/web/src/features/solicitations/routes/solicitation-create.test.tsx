import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldReply, stubXhr } from '@/testing/fake-xhr';
import {
  address,
  aSolicitation,
  browserBack,
  petropolis,
  renderApp,
  signedInAs,
} from '@/testing/test-utils';
import { pilot, staff } from '../test-fixtures';

// jsdom has no object URLs (the photo thumbnails); stand-ins are put back after each test.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

/** The form, once its lazily loaded page has arrived. */
const findSubmit = () => screen.findByRole('button', { name: 'Registrar solicitação' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await findSubmit();
  await user.type(screen.getByLabelText('Nome da solicitação'), 'Enchente no Vale');
  await user.type(screen.getByLabelText('Descrição'), 'Famílias ilhadas.');
  await user.type(screen.getByLabelText('Local'), 'Itaipava, Petrópolis');
  await user.type(screen.getByLabelText('Horário'), '07:00');
  await user.type(screen.getByLabelText('Recursos necessários'), 'Drone com câmera térmica');
  await user.type(screen.getByLabelText('Detalhes da missão'), 'Mapear a área.');
}

describe('new solicitation', () => {
  it('asks before leaving a half-filled form, and stays when asked to', async () => {
    signedInAs(staff, {
      '/api/solicitation': { status: 200, body: [] },
    });
    const user = userEvent.setup();
    renderApp('/solicitations/new', { from: '/solicitations' });
    await findSubmit();
    await user.type(screen.getByLabelText('Nome da solicitação'), 'Enchente no Vale');

    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toHaveTextContent('/solicitations/new');
    expect(screen.getByLabelText('Nome da solicitação')).toHaveValue('Enchente no Vale');

    // The browser's Back asks too.
    await user.click(browserBack());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sair sem salvar' }),
    );
    await waitFor(() => expect(address().textContent).toBe('/solicitations'));
  });

  it("marks every empty required field with 'Campo obrigatório' and sends nothing", async () => {
    signedInAs(staff);
    const xhr = stubXhr({});
    const user = userEvent.setup();
    renderApp('/solicitations/new');

    await user.click(await findSubmit());

    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(6);
    for (const label of [
      'Nome da solicitação',
      'Descrição',
      'Local',
      'Horário',
      'Recursos necessários',
      'Detalhes da missão',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/Campo obrigatório/);
    }
    expect(screen.getByLabelText('Observação (opcional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
    expect(xhr.requests).toHaveLength(0);
  });

  it('sends the fields and photos as multipart, then opens the new request', async () => {
    signedInAs(staff, {
      '/api/solicitation/0190a5b2-1111-7000-8000-0000000000aa': {
        status: 404,
        body: { message: 'Solicitação não encontrada', statusCode: 404 },
      },
    });
    const upload = heldReply(30, {
      status: 201,
      body: aSolicitation({ id: '0190a5b2-1111-7000-8000-0000000000aa' }),
    });
    const xhr = stubXhr({ 'POST /api/solicitation': upload.reply });
    URL.createObjectURL = vi.fn(() => 'blob:foto');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    renderApp('/solicitations/new');

    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Urgente' }));
    const photo = new File(['png'], 'encosta.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Fotos/), photo);
    await user.click(screen.getByRole('button', { name: 'Registrar solicitação' }));

    expect(await screen.findByRole('progressbar', { name: 'Enviando arquivos' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(screen.getByRole('button', { name: 'Registrar solicitação' })).toBeDisabled();
    upload.finish();

    expect(await screen.findByText('Informações registradas com sucesso.')).toBeInTheDocument();
    await waitFor(() =>
      expect(address()).toHaveTextContent('/solicitations/0190a5b2-1111-7000-8000-0000000000aa'),
    );
    const body = xhr.requests[0]!.body!;
    expect(
      Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      name: 'Enchente no Vale',
      description: 'Famílias ilhadas.',
      place: 'Itaipava, Petrópolis',
      date: '',
      hour: '07:00',
      necessary_resources: 'Drone com câmera térmica',
      mission_details: 'Mapear a área.',
      urgency: 'urgente',
      observation: '',
      municipalityCode: '',
      latitude: '',
      longitude: '',
      requiredCapabilities: '',
    });
    expect(body.getAll('urlsPhoto')).toEqual([photo]);
  });

  it('sends the municipality chosen, its point on the map and the required capabilities', async () => {
    signedInAs(staff, {
      '/api/municipalities': { status: 200, body: [petropolis] },
      '/api/config': {
        status: 200,
        body: { mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' },
      },
    });
    const xhr = stubXhr({
      'POST /api/solicitation': { status: 201, body: aSolicitation() },
    });
    const user = userEvent.setup();
    renderApp('/solicitations/new');

    await fillRequired(user);
    expect(screen.queryByRole('region', { name: 'Mapa do local da solicitação' })).toBeNull();
    await user.type(screen.getByRole('combobox', { name: 'Município (opcional)' }), 'petro');
    await user.click(await screen.findByRole('option', { name: 'Petrópolis – RJ' }));
    expect(screen.getByRole('combobox', { name: 'Município (opcional)' })).toHaveValue(
      'Petrópolis – RJ',
    );
    const map = await screen.findByRole('region', { name: 'Mapa do local da solicitação' });
    expect(await within(map).findByRole('button', { name: 'Local da solicitação' })).toBeVisible();
    const needed = screen.getByRole('group', { name: 'Capacidades necessárias' });
    await user.click(within(needed).getByRole('checkbox', { name: 'Holofote' }));
    await user.click(within(needed).getByRole('checkbox', { name: 'Câmera térmica' }));
    await user.click(screen.getByRole('button', { name: 'Registrar solicitação' }));

    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const body = xhr.requests[0]!.body!;
    expect(body.get('municipalityCode')).toBe('3303906');
    expect(body.get('latitude')).toBe('-22.5112');
    expect(body.get('longitude')).toBe('-43.1779');
    // A list travels as a repeated field, in the fixed order of the capabilities.
    expect(body.getAll('requiredCapabilities')).toEqual(['thermal', 'night_light']);
  });

  it('moves the point where the map is clicked', async () => {
    signedInAs(staff, {
      '/api/municipalities': { status: 200, body: [petropolis] },
      '/api/config': {
        status: 200,
        body: { mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' },
      },
    });
    const xhr = stubXhr({ 'POST /api/solicitation': { status: 201, body: aSolicitation() } });
    const user = userEvent.setup();
    renderApp('/solicitations/new');

    await fillRequired(user);
    await user.type(screen.getByRole('combobox', { name: 'Município (opcional)' }), 'petro');
    await user.click(await screen.findByRole('option', { name: 'Petrópolis – RJ' }));
    const map = await screen.findByRole('region', { name: 'Mapa do local da solicitação' });
    await within(map).findByRole('button', { name: 'Local da solicitação' });
    fireEvent.click(map, { clientX: 40, clientY: 30 });
    await user.click(screen.getByRole('button', { name: 'Registrar solicitação' }));

    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const body = xhr.requests[0]!.body!;
    expect(body.get('municipalityCode')).toBe('3303906');
    const [latitude, longitude] = [Number(body.get('latitude')), Number(body.get('longitude'))];
    expect([latitude, longitude]).not.toEqual([petropolis.latitude, petropolis.longitude]);
    // Within a few km of the municipality's point at the map's zoom, to six decimals.
    expect(Math.abs(latitude - petropolis.latitude)).toBeLessThan(0.2);
    expect(Math.abs(longitude - petropolis.longitude)).toBeLessThan(0.2);
    expect(String(body.get('latitude'))).toMatch(/^-\d+\.\d{1,6}$/);
  });

  it('asks to choose the municipality from the list when only text was typed', async () => {
    signedInAs(staff, { '/api/municipalities': { status: 200, body: [] } });
    const xhr = stubXhr({});
    const user = userEvent.setup();
    renderApp('/solicitations/new');

    await fillRequired(user);
    await user.type(screen.getByRole('combobox', { name: 'Município (opcional)' }), 'Xyzópolis');
    expect(
      await screen.findByText('Nenhum município encontrado', { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar solicitação' }));

    expect(
      screen.getByRole('combobox', { name: 'Município (opcional)' }),
    ).toHaveAccessibleDescription('Escolha um município da lista');
    expect(xhr.requests).toHaveLength(0);
  });

  it("sends the mission's day; a day more than a year ahead is refused before sending", async () => {
    signedInAs(staff);
    const xhr = stubXhr({ 'POST /api/solicitation': { status: 201, body: aSolicitation() } });
    const user = userEvent.setup();
    renderApp('/solicitations/new');

    await fillRequired(user);
    const date = screen.getByLabelText('Data (opcional)');
    expect(date).toHaveAttribute('type', 'date');
    fireEvent.change(date, { target: { value: '2099-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Registrar solicitação' }));
    expect(date).toHaveAccessibleDescription('A data não pode passar de um ano a partir de hoje');
    expect(xhr.requests).toHaveLength(0);

    fireEvent.change(date, { target: { value: '2026-11-28' } });
    await user.click(screen.getByRole('button', { name: 'Registrar solicitação' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect(xhr.requests[0]!.body!.get('date')).toBe('2026-11-28');
  });

  it("clears 'Escolha um município da lista' once a municipality is chosen", async () => {
    signedInAs(staff, { '/api/municipalities': { status: 200, body: [petropolis] } });
    stubXhr({});
    const user = userEvent.setup();
    renderApp('/solicitations/new');
    await findSubmit();

    const municipality = screen.getByRole('combobox', { name: 'Município (opcional)' });
    await user.type(municipality, 'petro');
    await user.tab();
    expect(municipality).toHaveAccessibleDescription('Escolha um município da lista');

    await user.click(municipality);
    await user.click(await screen.findByRole('option', { name: 'Petrópolis – RJ' }));
    expect(municipality).toHaveValue('Petrópolis – RJ');
    expect(municipality).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Escolha um município da lista')).not.toBeInTheDocument();
  });

  it("shows the server's field errors next to the fields and the failure toast", async () => {
    signedInAs(staff);
    stubXhr({
      'POST /api/solicitation': {
        status: 400,
        body: {
          message: 'Dados inválidos.',
          statusCode: 400,
          errors: [{ path: 'place', message: 'Máximo de 300 caracteres' }],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/solicitations/new');

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Registrar solicitação' }));

    expect(
      await screen.findByText('Erro ao registrar informações, tente novamente mais tarde!'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Local')).toHaveAccessibleDescription('Máximo de 300 caracteres');
    expect(address()).toHaveTextContent('/solicitations/new');
    expect(screen.getByRole('button', { name: 'Registrar solicitação' })).toBeEnabled();
  });

  it('keeps at most 10 photos when they are chosen in two steps, naming those left out', async () => {
    signedInAs(staff);
    URL.createObjectURL = vi.fn(() => 'blob:foto');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    renderApp('/solicitations/new');
    await findSubmit();
    const photos = (from: number, count: number) =>
      Array.from(
        { length: count },
        (_, i) => new File(['png'], `foto-${from + i}.png`, { type: 'image/png' }),
      );

    await user.upload(screen.getByLabelText(/^Fotos/), photos(1, 8));
    await user.upload(screen.getByLabelText(/^Fotos/), photos(9, 5));

    const chosen = screen.getByRole('list', { name: 'Arquivos escolhidos' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(10);
    expect(within(chosen).queryByText('foto-11.png')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Envie no máximo 10 arquivos. Ficaram de fora: foto-11.png, foto-12.png e foto-13.png.',
    );
  });

  it('is not open to pilots', async () => {
    signedInAs(pilot);
    renderApp('/solicitations/new');
    await waitFor(() => expect(address()).toHaveTextContent(`/perfil/${pilot.id}`));
  });
});
