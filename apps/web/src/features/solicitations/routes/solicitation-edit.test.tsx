import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '@/testing/fake-xhr';
import { address, aSolicitationDetail, renderApp, signedInAs } from '@/testing/test-utils';
import { otherStaff, staff } from '../test-fixtures';

const photo1 = '/api/files/0190a5b2-4444-7000-8000-000000000001?exp=1&sig=x';
const photo2 = '/api/files/0190a5b2-4444-7000-8000-000000000002?exp=1&sig=y';
const request = aSolicitationDetail({ urlsPhoto: [photo1, photo2], observation: 'Levar coletes' });
const answers = { [`/api/solicitation/${request.id}`]: { status: 200, body: request } };

// jsdom has no object URLs (the photo thumbnails); stand-ins are put back after each test.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

describe('edit solicitation', () => {
  it('prefills the form and sends the changes with the photos marked for removal', async () => {
    signedInAs(staff, answers);
    const xhr = stubXhr({
      [`PUT /api/solicitation/${request.id}`]: { status: 200, body: request },
    });
    const user = userEvent.setup();
    renderApp(`/solicitations/${request.id}/edit`);

    const hour = await screen.findByLabelText('Horário');
    expect(hour).toHaveValue('07:00');
    expect(screen.getByLabelText('Nome da solicitação')).toHaveValue(request.name);
    expect(screen.getByLabelText('Observação (opcional)')).toHaveValue('Levar coletes');
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();

    await user.clear(hour);
    await user.type(hour, '08:30');
    await user.click(screen.getByRole('checkbox', { name: 'Remover Foto 2' }));
    expect(screen.getByText('1 foto será removida ao salvar.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Informações atualizadas com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent(`/solicitations/${request.id}`));
    const body = xhr.requests[0]!.body!;
    expect(body.get('hour')).toBe('08:30');
    expect(body.get('observation')).toBe('Levar coletes');
    expect(body.getAll('removePhotos')).toEqual([photo2]);
  });

  it("prefills the mission's day and sends it cleared when the field is emptied", async () => {
    signedInAs(staff, {
      [`/api/solicitation/${request.id}`]: {
        status: 200,
        body: { ...request, date: '2026-11-28' },
      },
    });
    const xhr = stubXhr({
      [`PUT /api/solicitation/${request.id}`]: { status: 200, body: request },
    });
    const user = userEvent.setup();
    renderApp(`/solicitations/${request.id}/edit`);

    const date = await screen.findByLabelText('Data (opcional)');
    expect(date).toHaveValue('2026-11-28');
    fireEvent.change(date, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect(xhr.requests[0]!.body!.get('date')).toBe('');
  });

  it('keeps the recorded municipality and point and sends the capabilities checked', async () => {
    const placed = {
      ...request,
      municipalityCode: 3303906,
      uf: 'RJ',
      latitude: -22.41,
      longitude: -43.13,
      requiredCapabilities: ['thermal'],
    };
    signedInAs(staff, {
      [`/api/solicitation/${request.id}`]: { status: 200, body: placed },
      '/api/municipalities/3303906': {
        status: 200,
        body: { code: 3303906, name: 'Petrópolis', uf: 'RJ', latitude: -22.52, longitude: -43.19 },
      },
      '/api/config': {
        status: 200,
        body: { mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' },
      },
    });
    const xhr = stubXhr({
      [`PUT /api/solicitation/${request.id}`]: { status: 200, body: placed },
    });
    const user = userEvent.setup();
    renderApp(`/solicitations/${request.id}/edit`);

    const municipality = await screen.findByRole('combobox', { name: 'Município (opcional)' });
    expect(municipality).toHaveValue('Petrópolis – RJ');
    expect(
      await screen.findByRole('region', { name: 'Mapa do local da solicitação' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Câmera térmica' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Zoom óptico' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const body = xhr.requests[0]!.body!;
    expect(body.get('municipalityCode')).toBe('3303906');
    expect(body.get('latitude')).toBe('-22.41');
    expect(body.get('longitude')).toBe('-43.13');
    expect(body.getAll('requiredCapabilities')).toEqual(['thermal', 'zoom']);
  });

  it('sends an empty list when every required capability is unchecked', async () => {
    const placed = { ...request, requiredCapabilities: ['thermal' as const] };
    signedInAs(staff, { [`/api/solicitation/${request.id}`]: { status: 200, body: placed } });
    const xhr = stubXhr({
      [`PUT /api/solicitation/${request.id}`]: { status: 200, body: placed },
    });
    const user = userEvent.setup();
    renderApp(`/solicitations/${request.id}/edit`);

    await user.click(await screen.findByRole('checkbox', { name: 'Câmera térmica' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect(xhr.requests[0]!.body!.getAll('requiredCapabilities')).toEqual(['']);
  });

  it('keeps the form and shows the failure when the update is refused', async () => {
    signedInAs(staff, answers);
    stubXhr({
      [`PUT /api/solicitation/${request.id}`]: {
        status: 500,
        body: { message: 'Erro interno do servidor.', statusCode: 500 },
      },
    });
    const user = userEvent.setup();
    renderApp(`/solicitations/${request.id}/edit`);

    await user.click(await screen.findByRole('button', { name: 'Salvar alterações' }));

    expect(
      await screen.findByText('Erro ao atualizar informações, tente novamente mais tarde!'),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent(`/solicitations/${request.id}/edit`);
  });

  it('counts the photos already saved against the limit of 10', async () => {
    const saved = Array.from(
      { length: 8 },
      (_, i) => `/api/files/0190a5b2-4444-7000-8000-00000000001${i}?exp=1&sig=z`,
    );
    const full = aSolicitationDetail({ urlsPhoto: saved });
    signedInAs(staff, { [`/api/solicitation/${full.id}`]: { status: 200, body: full } });
    URL.createObjectURL = vi.fn(() => 'blob:foto');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    renderApp(`/solicitations/${full.id}/edit`);
    const picker = await screen.findByLabelText(/^Fotos novas/);
    const photos = (from: number, count: number) =>
      Array.from(
        { length: count },
        (_, i) => new File(['png'], `foto-${from + i}.png`, { type: 'image/png' }),
      );

    await user.upload(picker, photos(1, 5));

    const chosen = screen.getByRole('list', { name: 'Arquivos escolhidos' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Envie no máximo 10 arquivos. Ficaram de fora: foto-3.png, foto-4.png e foto-5.png.',
    );

    // A saved photo marked for removal makes room for one more.
    await user.click(screen.getByRole('checkbox', { name: 'Remover Foto 1' }));
    await user.upload(picker, photos(6, 2));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('Ficou de fora: foto-7.png.');
    // Kept again, it would make 11.
    expect(screen.getByRole('checkbox', { name: 'Remover Foto 1' })).toBeDisabled();
  });

  it('tells anyone but the creator that only the creator may edit', async () => {
    signedInAs(otherStaff, answers);
    renderApp(`/solicitations/${request.id}/edit`);

    expect(
      await screen.findByText('Somente quem criou a solicitação pode alterá-la.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).not.toBeInTheDocument();
  });
});
