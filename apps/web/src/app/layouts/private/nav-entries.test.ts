import type { Role } from '@drones/shared/roles';
import { describe, expect, it } from 'vitest';
import { getPrivateNavEntries, isActiveEntry } from './nav-entries';

const labels = (role: Role, placement: 'rail' | 'sheet') =>
  getPrivateNavEntries({ id: 'u1', role }, placement).map((entry) => entry.label);

describe('signed-in menu entries', () => {
  it('gives pilots Solicitações on large screens only', () => {
    expect(labels('DRIVER', 'rail')).toEqual(['Solicitações', 'Convites', 'Perfil']);
    expect(labels('DRIVER', 'sheet')).toEqual(['Convites', 'Perfil']);
  });

  it('counts on Convites the invitations waiting for an answer', () => {
    const badgeOf = (pendingInvitations: number) =>
      getPrivateNavEntries({ id: 'u1', role: 'DRIVER' }, 'sheet', { pendingInvitations }).find(
        (entry) => entry.label === 'Convites',
      )?.badge;
    expect(badgeOf(3)).toBe(3);
    expect(badgeOf(0)).toBeUndefined();
  });

  it('gives civil defence the main page and Solicitações everywhere', () => {
    expect(labels('GOVERNMENT', 'rail')).toEqual(['Página principal', 'Solicitações', 'Perfil']);
    expect(labels('GOVERNMENT', 'sheet')).toEqual(['Página principal', 'Solicitações', 'Perfil']);
  });

  it('adds Aprovações, Certificados and Auditoria for admins', () => {
    expect(labels('ADMIN', 'sheet')).toEqual([
      'Página principal',
      'Solicitações',
      'Perfil',
      'Aprovações',
      'Certificados',
      'Auditoria',
    ]);
  });

  it('matches by whole path segments', () => {
    const [home, solicitations, profile] = getPrivateNavEntries(
      { id: 'u1', role: 'GOVERNMENT' },
      'rail',
    );
    expect(isActiveEntry(home!, '/home')).toBe(true);
    expect(isActiveEntry(home!, '/homes')).toBe(false);
    expect(isActiveEntry(solicitations!, '/solicitations/42/edit')).toBe(true);
    expect(isActiveEntry(solicitations!, '/solicitation')).toBe(true);
    expect(isActiveEntry(profile!, '/perfil/u1/user')).toBe(true);
    expect(profile!.to).toBe('/perfil/u1');
  });
});
