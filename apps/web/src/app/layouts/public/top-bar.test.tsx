import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TopBar } from './top-bar';

function CurrentPath() {
  const { pathname, hash } = useLocation();
  return <output aria-label="endereço">{pathname + hash}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TopBar />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

const mainNavLinks = () =>
  within(screen.getByRole('navigation', { name: 'Menu principal' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('TopBar', () => {
  it('shows the full menu on the landing page', () => {
    renderAt('/');
    expect(mainNavLinks()).toEqual([
      ['Sobre', '/sobre'],
      ['Como funciona', '/#funciona'],
      ['Login', '/login'],
      ['Contato', '/#contato'],
      ['Junte-se a nós', '/login'],
    ]);
  });

  it('shows the short menu on the about page, marking the current page', () => {
    renderAt('/sobre');
    expect(mainNavLinks()).toEqual([
      ['Sobre', '/sobre'],
      ['Página inicial', '/'],
      ['Junte-se a nós', '/login'],
    ]);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Sobre' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('fades its background from opaque to half-transparent as the page scrolls', () => {
    renderAt('/');
    const bar = screen.getByTestId('top-bar');
    const background = () => getComputedStyle(bar).backgroundColor;
    expect(bar).toHaveClass('bg-brand-600');
    expect(bar).not.toHaveAttribute('style');
    scrollTo(250);
    expect(background()).toBe('rgba(25, 65, 239, 0.75)');
    scrollTo(500);
    expect(background()).toBe('rgba(25, 65, 239, 0.5)');
    scrollTo(1200);
    expect(background()).toBe('rgba(25, 65, 239, 0.5)');
  });

  it('opens and closes the side menu with the hamburger button', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const trigger = screen.getByRole('button', { name: 'Abrir menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sobre', 'Como funciona', 'Login', 'Contato', 'Junte-se a nós']);
    expect(within(dialog).getByRole('button', { name: 'Fechar menu' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reopened = screen.getByRole('button', { name: 'Abrir menu' });
    expect(reopened).toHaveAttribute('aria-expanded', 'false');
    expect(reopened).toHaveFocus();
  });

  it('closes the side menu with Escape', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the side menu when one of its links is followed', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('link', { name: 'Sobre' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'endereço' })).toHaveTextContent('/sobre');
  });
});
