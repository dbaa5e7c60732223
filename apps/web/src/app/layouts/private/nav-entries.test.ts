import type { Role } from '@drones/shared/roles';
import { describe, expect, it } from 'vitest';
import { getPrivateNavEntries, isActiveEntry } from './nav-entries';

const labels = (role: Role) => getPrivateNavEntries({ id: 'u1', role }).map((entry) => entry.label);

describe('signed-in menu entries', () => {
  it('gives pilots Solicitações, Convites and Perfil', () => {
    expect(labels('DRIVER')).toEqual(['Solicitações', 'Convites', 'Perfil']);
  });

  it('counts on Convites the invitations waiting for an answer', () => {
    const badgeOf = (pendingInvitations: number) =>
      getPrivateNavEntries({ id: 'u1', role: 'DRIVER' }, { pendingInvitations }).find(
        (entry) => entry.label === 'Convites',
      )?.badge;
    expect(badgeOf(3)).toBe(3);
    expect(badgeOf(0)).toBeUndefined();
  });

  it('gives civil defence the main page and Solicitações', () => {
    expect(labels('GOVERNMENT')).toEqual(['Página principal', 'Solicitações', 'Perfil']);
  });

  it('adds Órgão for a member of a body', () => {
    const member = getPrivateNavEntries({
      id: 'u1',
      role: 'GOVERNMENT',
      organization: { id: 'o1', name: 'Defesa Civil de Petrópolis', role: 'operador' },
    });
    expect(member.map((entry) => entry.label)).toEqual([
      'Página principal',
      'Solicitações',
      'Órgão',
      'Perfil',
    ]);
    expect(member[2]!.to).toBe('/orgao');
  });

  it('adds Aprovações, Certificados, Teste de alcance and Auditoria for admins', () => {
    expect(labels('ADMIN')).toEqual([
      'Página principal',
      'Solicitações',
      'Perfil',
      'Aprovações',
      'Certificados',
      'Teste de alcance',
      'Auditoria',
    ]);
    const reachability = getPrivateNavEntries({ id: 'u1', role: 'ADMIN' }).find(
      (entry) => entry.label === 'Teste de alcance',
    );
    expect(reachability?.to).toBe('/admin/alcance');
  });

  it('matches by whole path segments', () => {
    const [home, solicitations, profile] = getPrivateNavEntries({ id: 'u1', role: 'GOVERNMENT' });
    expect(isActiveEntry(home!, '/home')).toBe(true);
    expect(isActiveEntry(home!, '/homes')).toBe(false);
    expect(isActiveEntry(solicitations!, '/solicitations/42/edit')).toBe(true);
    expect(isActiveEntry(solicitations!, '/solicitation')).toBe(true);
    expect(isActiveEntry(profile!, '/perfil/u1/user')).toBe(true);
    expect(profile!.to).toBe('/perfil/u1');
  });
});
