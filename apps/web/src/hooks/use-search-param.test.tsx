import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSearchParam } from './use-search-param';

function SearchList() {
  const { value, onChange } = useSearchParam(100);
  return (
    <>
      <input
        type="search"
        aria-label="Pesquisar"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Link to="/outra">Outra página</Link>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('useSearchParam', () => {
  it('leaves the search unwritten when the visitor goes to a page whose code is still loading', async () => {
    const router = createMemoryRouter(
      [
        { path: '/lista', element: <SearchList /> },
        // The next page's code never arrives: its navigation stays under way.
        { path: '/outra', lazy: () => new Promise<never>(() => {}) },
      ],
      { initialEntries: ['/lista'] },
    );
    render(<RouterProvider router={router} />);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), {
      target: { value: 'Petrópolis' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Outra página' }));
    // Past the search's delay.
    await new Promise((done) => setTimeout(done, 300));

    expect(router.state.navigation.location?.pathname).toBe('/outra');
    expect(router.state.location.search).toBe('');
  });

  it('leaves the search unwritten when the router has reached the next page before it is drawn', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = createMemoryRouter(
      [
        { path: '/lista', element: <SearchList /> },
        { path: '/outra', element: <p>Outra</p> },
      ],
      { initialEntries: ['/lista'] },
    );
    render(<RouterProvider router={router} />);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), {
      target: { value: 'Petrópolis' },
    });
    // Outside React's act: the router moves at once, the page is drawn later.
    void router.navigate('/outra');
    vi.advanceTimersByTime(150);

    expect(router.state.location.pathname).toBe('/outra');
    expect(router.state.location.search).toBe('');
  });

  it('writes the search to the address once typing stops', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = createMemoryRouter([{ path: '/lista', element: <SearchList /> }], {
      initialEntries: ['/lista'],
    });
    render(<RouterProvider router={router} />);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), {
      target: { value: ' Petrópolis ' },
    });
    vi.advanceTimersByTime(150);

    expect(router.state.location.search).toBe('?search=Petr%C3%B3polis');
  });
});
