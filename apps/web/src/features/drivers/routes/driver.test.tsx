import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPilotPage, aUser, renderApp, signedInAs } from '@/testing/test-utils';

const pilot = aPilotPage({ id: '0190a5b2-3333-7000-8000-000000000001', name: 'Maria da Silva' });

describe("a pilot's page", () => {
  it('leads civil defence back to the main page', async () => {
    signedInAs(aUser({ role: 'GOVERNMENT', name: 'Carlos Souza' }), {
      [`/api/users/${pilot.id}`]: { status: 200, body: pilot },
    });
    renderApp(`/driver/${pilot.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maria da Silva' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a página principal' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('leads a pilot reading his own page back to his profile', async () => {
    signedInAs(pilot, { [`/api/users/${pilot.id}`]: { status: 200, body: pilot } });
    renderApp(`/driver/${pilot.id}`);
    expect(await screen.findByRole('link', { name: 'Voltar para o perfil' })).toHaveAttribute(
      'href',
      `/perfil/${pilot.id}`,
    );
  });

  it("shows civil defence each certificate's review, an expired one flagged 'Vencido'", async () => {
    const certificate = (id: string) => ({
      id: `0190a5b2-4444-7000-8000-00000000000${id}`,
      url: `/api/files/0190a5b2-4444-7000-8000-00000000000${id}?s=x&exp=1&sig=${id}`,
    });
    const certificates = [
      { ...certificate('1'), status: 'rejected', expiresAt: null, reason: 'Foto cortada' },
      { ...certificate('2'), status: 'verified', expiresAt: '2020-03-31', reason: null },
      { ...certificate('3'), status: 'pending', expiresAt: null, reason: null },
    ] as const;
    const withCertificates = {
      ...pilot,
      additionalData: {
        id: '0190a5b2-5555-7000-8000-000000000001',
        userId: pilot.id,
        habilities: 'Termografia',
        areas_expertise: 'Enchentes',
        operate_km: '50',
        observation: null,
        disponibility: null,
        url: certificates.map(({ url }) => url),
        certificates,
      },
    };
    signedInAs(aUser({ role: 'GOVERNMENT', name: 'Carlos Souza' }), {
      [`/api/users/${pilot.id}`]: { status: 200, body: withCertificates },
    });
    renderApp(`/driver/${pilot.id}`);

    // The card under the heading 'Certificados'.
    const section = (await screen.findByRole('heading', { name: 'Certificados' })).parentElement!;
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Certificado 1(abre em nova aba)RejeitadoMotivo: Foto cortada',
      'Certificado 2(abre em nova aba)VerificadoVencidoVálido até 31/03/2020',
      'Certificado 3(abre em nova aba)Pendente',
    ]);
  });
});
