import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, renderApp, signedInAs } from '@/testing/test-utils';

const pilot = {
  ...aUser({ id: '0190a5b2-3333-7000-8000-000000000001', name: 'Maria da Silva' }),
  equipments: [],
  disponibility: null,
  additionalData: null,
  driverForms: [],
};

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
});
