import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anInvitation, renderApp, stubApi } from '@/testing/test-utils';

// /convite/{id}/{token}: the invitation opened from its e-mail, without signing in.

const token = 'o-token-do-link';

function openLink(invitation: ReturnType<typeof anInvitation>) {
  stubApi({ [`/api/invitations/${invitation.id}`]: { status: 200, body: invitation } });
  renderApp(`/convite/${invitation.id}/${token}?resposta=sim`);
}

describe("an invitation's link", () => {
  it("shows the call-out's message beside the request", async () => {
    const invitation = anInvitation({ message: 'Ponto de encontro: posto da Defesa Civil.' });
    openLink(invitation);

    await screen.findByRole('heading', { level: 2, name: invitation.solicitation.name });
    expect(screen.getByText('Mensagem de Carla Defesa')).toBeInTheDocument();
    expect(screen.getByText('Ponto de encontro: posto da Defesa Civil.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vou participar' })).toBeEnabled();
  });

  it('says the request was cancelled, with its name, and asks for no answer', async () => {
    const invitation = anInvitation({ cancelledAt: '2026-11-28T13:45:00.000Z' });
    openLink({
      ...invitation,
      solicitation: {
        ...invitation.solicitation,
        place: '',
        hour: '',
        description: '',
        creator: { name: '', phone: null, email: '' },
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitação cancelada' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: invitation.solicitation.name }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Quem criou esta solicitação a cancelou em/)).toHaveTextContent(
      /cancelou em 28\/11\/2026 às \d\d:\d\d\. Não é preciso ir ao local/,
    );
    expect(screen.queryByText('Solicitação não encontrada')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vou participar' })).not.toBeInTheDocument();
  });

  it("says that accepting binds the body's terms of adhesion, and shows them", async () => {
    const invitation = anInvitation();
    openLink({
      ...invitation,
      solicitation: {
        ...invitation.solicitation,
        organization: { id: '0190a5b2-9999-7000-8000-000000000001', name: 'COMPDEC Petrópolis' },
      },
      terms: { text: 'Termo de adesão ao serviço voluntário — COMPDEC Petrópolis', version: 1 },
    });

    expect(
      await screen.findByText(
        'Ao confirmar, você aceita o termo de adesão ao serviço voluntário de COMPDEC Petrópolis.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Ler o termo de adesão')).toBeInTheDocument();
    expect(
      screen.getByText('Termo de adesão ao serviço voluntário — COMPDEC Petrópolis'),
    ).toBeInTheDocument();
  });

  it('names no terms for a request without a body', async () => {
    openLink(anInvitation());
    await screen.findByRole('button', { name: 'Vou participar' });
    expect(screen.queryByText(/termo de adesão/)).not.toBeInTheDocument();
  });
});
