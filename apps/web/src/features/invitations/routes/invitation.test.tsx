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
});
