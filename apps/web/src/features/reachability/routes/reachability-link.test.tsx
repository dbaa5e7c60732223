import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBodyOf, renderApp, serverError, stubApi, type Answer } from '@/testing/test-utils';

// /alcance/{id}/{token}: the link of a reachability test's e-mail, without signing in.

const TEST_ID = '0190a5b2-7777-7000-8000-000000000001';
const token = 'o-token-do-teste';
const confirmPath = `/api/reachability-tests/${TEST_ID}/confirm`;

function openLink(answer: Answer) {
  const fetchMock = stubApi({ [`POST ${confirmPath}`]: answer });
  const user = userEvent.setup();
  renderApp(`/alcance/${TEST_ID}/${token}`);
  return { fetchMock, user };
}

const confirms = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === confirmPath && init?.method === 'POST',
  );

describe("a reachability test's link", () => {
  it('confirms nothing on opening, then confirms with the token once the pilot asks', async () => {
    const { fetchMock, user } = openLink({ status: 204 });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teste de alcance da Defesa Civil' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('A Defesa Civil está testando se as mensagens chegam até você.'),
    ).toBeInTheDocument();
    // A mail scanner following the link confirms nothing.
    expect(confirms(fetchMock)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirmar recebimento' }));
    expect(await screen.findByText('Recebimento confirmado. Obrigado!')).toBeInTheDocument();
    expect(confirms(fetchMock)).toHaveLength(1);
    expect(jsonBodyOf(fetchMock, 'POST', `/reachability-tests/${TEST_ID}/confirm`)).toEqual({
      token,
    });
    // No session: none is sent, and none is needed.
    expect(new Headers(confirms(fetchMock)[0]![1]?.headers).get('Authorization')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirmar recebimento' })).toBeNull();
  });

  it('says the receipt is confirmed when the notification already confirmed it', async () => {
    const fetchMock = stubApi({ [`POST ${confirmPath}`]: { status: 204 } });
    renderApp(`/alcance/${TEST_ID}/${token}?confirmado=1`);

    expect(await screen.findByText('Recebimento confirmado. Obrigado!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar recebimento' })).toBeNull();
    expect(confirms(fetchMock)).toHaveLength(0);
  });

  it('says an unknown test is not found', async () => {
    const { user } = openLink({
      status: 404,
      body: { message: 'Teste de alcance não encontrado', statusCode: 404 },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirmar recebimento' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teste de alcance não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este link de teste de alcance não é válido.',
    );
  });

  it('keeps the button for another try when the server fails', async () => {
    const { fetchMock, user } = openLink(serverError);
    await user.click(await screen.findByRole('button', { name: 'Confirmar recebimento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao atualizar informações, tente novamente mais tarde!',
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar recebimento' }));
    await waitFor(() => expect(confirms(fetchMock)).toHaveLength(2));
  });
});
