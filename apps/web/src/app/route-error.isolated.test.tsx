import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as staleChunk from '@/lib/stale-chunk';
import { reloadPage } from '@/lib/stale-chunk';
import { address, aUser, renderApp, signedInAs, stubApi } from '@/testing/test-utils';

const about = vi.hoisted(() => ({ failing: true }));

// The about page throws while drawn, until told otherwise.
vi.mock('@/features/about/routes/about', () => ({
  AboutRoute: () => {
    if (about.failing) throw new Error('Cannot read properties of undefined');
    return <h1>Sobre nós</h1>;
  },
}));

// The support page's code is gone, as after a deploy: its import fails.
vi.mock('@/features/profile/routes/profile-support', () => ({
  get ProfileSupportRoute() {
    throw new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/profile-support-0ld.js',
    );
  },
}));

// The sessions page, signed in, throws while drawn.
vi.mock('@/features/profile/routes/profile-sessions', () => ({
  ProfileSessionsRoute: () => {
    throw new Error('Cannot read properties of undefined');
  },
}));

// jsdom cannot load a page again; the reload is watched instead.
vi.mock('@/lib/stale-chunk', async (importOriginal) => ({
  ...(await importOriginal<typeof staleChunk>()),
  reloadPage: vi.fn(),
}));

beforeEach(() => {
  // The errors are thrown on purpose; React reports each one it catches.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  sessionStorage.clear();
  vi.mocked(reloadPage).mockClear();
});

describe('error screen', () => {
  it("shows 'Algo deu errado' in Portuguese for a page that throws, and draws it again on 'Tentar de novo'", async () => {
    about.failing = true;
    stubApi({});
    const user = userEvent.setup();
    renderApp('/sobre');

    expect(await screen.findByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    // The title is set by an effect, after the screen is drawn.
    await waitFor(() => expect(document.title).toMatch(/^Algo deu errado/));

    about.failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre nós' })).toBeVisible();
    expect(address()).toHaveTextContent(/^\/sobre$/);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("leads to the start on 'Voltar ao início'", async () => {
    about.failing = true;
    stubApi({});
    const user = userEvent.setup();
    renderApp('/sobre');

    await user.click(await screen.findByRole('link', { name: 'Voltar ao início' }));

    // The router moves once the landing's code is here.
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Drones voluntários onde a Defesa Civil mais precisa',
      }),
    ).toBeVisible();
    expect(address()).toHaveTextContent(/^\/$/);
  });

  it('shows the screen of a signed-in page that throws inside the signed-in menu', async () => {
    const admin = aUser({ role: 'ADMIN' });
    signedInAs(admin);
    renderApp(`/perfil/${admin.id}/sessoes`);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Algo deu errado' });
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getAllByRole('navigation', { name: 'Menu lateral' })[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads once for code missing after a deploy, then shows the screen inside the signed-in menu', async () => {
    const admin = aUser({ role: 'ADMIN' });
    signedInAs(admin);
    renderApp(`/perfil/${admin.id}/suport`);

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Algo deu errado' })).not.toBeInTheDocument();

    // The page loaded again, and the code is still missing: no second reload.
    cleanup();
    renderApp(`/perfil/${admin.id}/suport`);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Algo deu errado' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getAllByRole('navigation', { name: 'Menu lateral' })[0]).toBeInTheDocument();

    // Drawing it again cannot fetch the code: 'Tentar de novo' loads the page again.
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('does not reload for code that could not load without a connection', async () => {
    const admin = aUser({ role: 'ADMIN' });
    signedInAs(admin);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp(`/perfil/${admin.id}/suport`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
