import { describe, expect, it } from 'vitest';
import { getNavLinks } from './nav-links';

const labels = (pathname: string) => getNavLinks(pathname).map((link) => link.label);

describe('getNavLinks', () => {
  it('offers the short menu on the about, login and register routes', () => {
    for (const path of ['/sobre', '/login', '/register', '/register/government', '/sobre/']) {
      expect(labels(path)).toEqual(['Sobre', 'Página inicial', 'Junte-se a nós']);
    }
  });

  it('offers the full menu everywhere else', () => {
    for (const path of ['/', '/privacidade', '/forgotpassword', '/registered', '/qualquer']) {
      expect(labels(path)).toEqual([
        'Sobre',
        'Como funciona',
        'Login',
        'Contato',
        'Junte-se a nós',
      ]);
    }
  });

  it('points the links at the right places', () => {
    const full = Object.fromEntries(getNavLinks('/').map((link) => [link.label, link.to]));
    expect(full).toEqual({
      Sobre: '/sobre',
      'Como funciona': '/#funciona',
      Login: '/login',
      Contato: '#contato',
      'Junte-se a nós': '/login',
    });
    const short = Object.fromEntries(getNavLinks('/sobre').map((link) => [link.label, link.to]));
    expect(short).toEqual({ Sobre: '/sobre', 'Página inicial': '/', 'Junte-se a nós': '/login' });
  });
});
