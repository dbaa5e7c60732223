import type { CertificateReviewItem } from '@drones/shared/certificates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, jsonBodyOf, renderApp, signedInAs } from '@/testing/test-utils';

const admin = aUser({ id: '0190a5b2-0000-7000-8000-0000000000ad', role: 'ADMIN', name: 'Ana' });

const certificate: CertificateReviewItem = {
  id: '0190a5b2-4444-7000-8000-000000000001',
  pilot: { id: '0190a5b2-0000-7000-8000-000000000001', name: 'Joana Piloto' },
  url: '/api/files/0190a5b2-4444-7000-8000-000000000001?s=x&exp=1&sig=a',
  status: 'pending',
  expiresAt: null,
  reason: null,
  contentType: 'image/webp',
  uploadedAt: '2026-05-09T14:30:05.000Z',
};
const patchPath = `PATCH /api/certificates/${certificate.id}`;

/** The list requests the page made, as their query strings. */
const listQueries = (fetchMock: ReturnType<typeof signedInAs>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/certificates')
    .map((url) => url.searchParams);

async function openCard() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Joana Piloto' });
  return heading.closest('li')!;
}

describe('certificate review page', () => {
  it('lists the pending queue with the pilot, the upload date and the file in place', async () => {
    const fetchMock = signedInAs(admin, {
      '/api/certificates': { status: 200, body: [certificate] },
    });
    renderApp('/admin/certificados');

    const card = await openCard();
    expect(within(card).getByRole('link', { name: 'Joana Piloto' })).toHaveAttribute(
      'href',
      `/driver/${certificate.pilot.id}`,
    );
    expect(within(card).getByText('09/05/2026')).toBeInTheDocument();
    expect(within(card).getByText('Pendente')).toBeInTheDocument();
    expect(listQueries(fetchMock)[0]?.get('status')).toBe('pending');
    expect(screen.getByRole('button', { name: 'Pendentes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const image = within(card).getByRole('img', { name: 'Certificado de Joana Piloto' });
    expect(image).toHaveAttribute('src', certificate.url);
    expect(within(card).getByRole('link', { name: /Abrir imagem/ })).toHaveAttribute(
      'href',
      certificate.url,
    );
  });

  it("opens a PDF in the browser's viewer, in a new tab", async () => {
    const pdf = { ...certificate, contentType: 'application/pdf' as const };
    signedInAs(admin, { '/api/certificates': { status: 200, body: [pdf] } });
    renderApp('/admin/certificados');

    const card = await openCard();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).getByText('Documento em PDF')).toBeVisible();
    const open = within(card).getByRole('link', { name: /^Abrir PDF\s*\(abre em nova aba\)$/ });
    expect(open).toHaveAttribute('href', `${certificate.url}&disposition=inline`);
    expect(open).toHaveAttribute('target', '_blank');
  });

  it('verifies with a required future expiry date', async () => {
    const expiresAt = '2099-12-31';
    const fetchMock = signedInAs(admin, {
      '/api/certificates': { status: 200, body: [certificate] },
      [patchPath]: { status: 200, body: { ...certificate, status: 'verified', expiresAt } },
    });
    const user = userEvent.setup();
    renderApp('/admin/certificados');

    await user.click(within(await openCard()).getByRole('button', { name: 'Verificar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Verificar o certificado de Joana Piloto',
    });
    const date = within(dialog).getByLabelText('Válido até');
    await user.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    expect(await within(dialog).findByText('Campo obrigatório')).toBeInTheDocument();

    fireEvent.change(date, { target: { value: '2020-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    expect(
      await within(dialog).findByText('A validade deve ser uma data futura'),
    ).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(date, { target: { value: expiresAt } });
    await user.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Certificado verificado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonBodyOf(fetchMock, 'PATCH', `/certificates/${certificate.id}`)).toEqual({
      status: 'verified',
      expiresAt,
    });
  });

  it('rejects with a required reason', async () => {
    const fetchMock = signedInAs(admin, {
      '/api/certificates': { status: 200, body: [certificate] },
      [patchPath]: {
        status: 200,
        body: { ...certificate, status: 'rejected', reason: 'Documento ilegível' },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/certificados');

    await user.click(within(await openCard()).getByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Recusar o certificado de Joana Piloto',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await within(dialog).findByText('Campo obrigatório')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.type(within(dialog).getByLabelText('Motivo'), 'Documento ilegível');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('Certificado recusado.')).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock, 'PATCH', `/certificates/${certificate.id}`)).toEqual({
      status: 'rejected',
      reason: 'Documento ilegível',
    });
  });

  it("keeps the server's field error in the dialog", async () => {
    signedInAs(admin, {
      '/api/certificates': { status: 200, body: [certificate] },
      [patchPath]: {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Dados inválidos',
          errors: [{ path: 'expiresAt', message: 'A validade deve ser uma data futura' }],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/certificados');
    await user.click(within(await openCard()).getByRole('button', { name: 'Verificar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Válido até'), {
      target: { value: '2099-01-01' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    expect(
      await within(dialog).findByText('A validade deve ser uma data futura'),
    ).toBeInTheDocument();
  });

  it('shows each state in its own tab, with its empty message', async () => {
    const fetchMock = signedInAs(admin, { '/api/certificates': { status: 200, body: [] } });
    const user = userEvent.setup();
    renderApp('/admin/certificados');
    expect(await screen.findByText('Nenhum certificado pendente.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verificados' }));
    expect(await screen.findByText('Nenhum certificado verificado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificados' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Rejeitados' }));
    expect(await screen.findByText('Nenhum certificado rejeitado.')).toBeInTheDocument();
    expect(listQueries(fetchMock).map((query) => query.get('status'))).toEqual([
      'pending',
      'verified',
      'rejected',
    ]);
  });

  it("shows each decided certificate's review, 'Vencido' once expired, and no longer offers 'Verificar'", async () => {
    const decided: CertificateReviewItem[] = [
      {
        ...certificate,
        id: '0190a5b2-4444-7000-8000-000000000002',
        pilot: { id: '0190a5b2-0000-7000-8000-000000000002', name: 'Rui Válido' },
        status: 'verified',
        expiresAt: '2099-12-31',
      },
      {
        ...certificate,
        id: '0190a5b2-4444-7000-8000-000000000003',
        pilot: { id: '0190a5b2-0000-7000-8000-000000000003', name: 'Lia Vencida' },
        status: 'verified',
        expiresAt: '2020-01-31',
      },
      {
        ...certificate,
        id: '0190a5b2-4444-7000-8000-000000000004',
        pilot: { id: '0190a5b2-0000-7000-8000-000000000004', name: 'Téo Rejeitado' },
        status: 'rejected',
        reason: 'Documento ilegível',
      },
    ];
    signedInAs(admin, { '/api/certificates': { status: 200, body: decided } });
    renderApp('/admin/certificados?status=verified');

    const cardOf = async (name: string) =>
      (await screen.findByRole('heading', { level: 2, name })).closest('li')!;
    const valid = await cardOf('Rui Válido');
    expect(within(valid).getByText('Verificado')).toBeVisible();
    expect(within(valid).getByText('Válido até 31/12/2099')).toBeVisible();
    expect(within(valid).queryByText('Vencido')).not.toBeInTheDocument();
    expect(within(valid).getByRole('button', { name: 'Recusar' })).toBeVisible();

    const expired = await cardOf('Lia Vencida');
    expect(within(expired).getByText('Vencido')).toBeVisible();
    expect(within(expired).getByText('Válido até 31/01/2020')).toBeVisible();

    const rejected = await cardOf('Téo Rejeitado');
    expect(within(rejected).getByText('Rejeitado')).toBeVisible();
    expect(within(rejected).getByText('Motivo: Documento ilegível')).toBeVisible();
    expect(within(rejected).queryByRole('button')).not.toBeInTheDocument();

    expect(screen.queryByRole('button', { name: 'Verificar' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    signedInAs(admin, {
      '/api/certificates': { status: 500, body: { statusCode: 500, message: 'Erro' } },
    });
    renderApp('/admin/certificados');
    expect(await screen.findByRole('button', { name: /Tentar novamente/ })).toBeInTheDocument();
  });
});
