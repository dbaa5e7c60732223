import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { address, renderApp, stubApi } from '@/testing/test-utils';

/** As in a page the service worker opened from its cache, which may have no server behind it. */
function servedByServiceWorker() {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: {} },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('public pages offline (signed out)', () => {
  it("shows 'Sem conexão' when the browser has no network", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi({});
    renderApp('/convites');

    await screen.findByRole('button', { name: 'Entrar' });
    expect(address()).toHaveTextContent('/login?next=%2Fconvites');
    expect(await screen.findByText('Sem conexão')).toBeVisible();
  });

  it("shows 'Sem conexão' when a page the service worker opened finds no server", async () => {
    servedByServiceWorker();
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/convites');

    await screen.findByRole('button', { name: 'Entrar' });
    expect(await screen.findByText('Sem conexão')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith('/api/health/live', { cache: 'no-store' });
  });

  it('shows no banner when that page finds the server', async () => {
    servedByServiceWorker();
    const fetchMock = stubApi({ '/api/health/live': { status: 200, body: { status: 'ok' } } });
    renderApp('/convites');

    await screen.findByRole('button', { name: 'Entrar' });
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/health/live', { cache: 'no-store' }),
    );
    expect(screen.queryByText('Sem conexão')).not.toBeInTheDocument();
  });
});
