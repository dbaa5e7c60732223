import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '@/testing/test-utils';

beforeEach(() => {
  stubApi({
    '/api/users/driversLength': { status: 200, body: { driversCount: 7 } },
    '/api/solicitation/finishedLength': { status: 200, body: { solictationsFinishedCount: 3 } },
    '/api/equipment/length': { status: 200, body: { equipmentsCount: 5 } },
  });
});

describe('public routes', () => {
  it.each([
    ['/', 'Drones voluntários onde a Defesa Civil mais precisa'],
    ['/sobre', 'Tecnologia e voluntariado a serviço da vida'],
    ['/privacidade', 'Política de privacidade'],
  ])('%s renders one h1 inside the public shell', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveAttribute('id', 'contato');
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toBeInTheDocument();
  });

  it('answers unknown addresses with a Portuguese 404 page linking home', async () => {
    renderApp('/nao-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('scrolls once to #funciona after navigating there from another page', async () => {
    const user = userEvent.setup();
    renderApp('/sobre');
    await screen.findByRole('heading', { level: 1 });
    const scrollIntoView = vi.mocked(Element.prototype.scrollIntoView);
    scrollIntoView.mockClear();

    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Como funciona' }));

    const section = await screen.findByRole('region', { name: 'Como funciona' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(section).toHaveFocus();
  });

  it('jumps without animation when the user prefers reduced motion', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    });
    renderApp('/privacidade#direitos');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
        behavior: 'instant',
        block: 'start',
      }),
    );
  });
});
