import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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
});
