import type { RosterEntry } from '@drones/shared/invitations';
import { describe, expect, it } from 'vitest';
import { aRosterEntry } from '@/testing/test-utils';
import { withEntry } from '../api/roster';
import { calloutOutcome } from './callout-panel';
import { rosterCounts, whatsappLink } from './roster';

const entry = (
  id: string,
  status: RosterEntry['status'],
  at: string,
  answeredAt: string | null = null,
): RosterEntry =>
  aRosterEntry({
    pilot: { id, name: `Piloto ${id}`, phone: '21987654321', email: `${id}@x.br` },
    status,
    invitedAt: at,
    answeredAt,
  });

describe('the live roster', () => {
  it("puts a streamed entry in its pilot's place, accepted first as the server orders them", () => {
    const roster = [
      entry('a', 'accepted', '2026-11-27T10:00:00.000Z', '2026-11-27T10:05:00.000Z'),
      entry('b', 'invited', '2026-11-27T10:00:00.000Z'),
      entry('c', 'invited', '2026-11-27T10:00:01.000Z'),
    ];
    const after = withEntry(
      roster,
      entry('c', 'accepted', '2026-11-27T10:00:01.000Z', '2026-11-27T10:06:00.000Z'),
    );
    expect(after.map((e) => [e.pilot.id, e.status])).toEqual([
      ['a', 'accepted'],
      ['c', 'accepted'],
      ['b', 'invited'],
    ]);
    const declined = withEntry(after, entry('a', 'declined', '2026-11-27T10:00:00.000Z', 'x'));
    expect(declined.map((e) => e.pilot.id)).toEqual(['c', 'b', 'a']);
    expect(rosterCounts(declined)).toEqual({
      accepted: 1,
      declined: 1,
      pending: 1,
      volunteered: 0,
    });
  });

  it('opens WhatsApp on the pilot with a first message about the request', () => {
    const link = new URL(whatsappLink('21987654321', 'João Silva Souza', 'Enchente no Vale'));
    expect(link.origin + link.pathname).toBe('https://wa.me/5521987654321');
    expect(link.searchParams.get('text')).toBe(
      'Olá, João! Falo da Defesa Civil sobre a solicitação "Enchente no Vale" na plataforma Drones Voluntários.',
    );
  });

  it('tells how many were called out now and how many already had been', () => {
    expect(calloutOutcome(3, 0)).toBe('3 droneiros convocados.');
    expect(calloutOutcome(1, 2)).toBe('1 droneiro convocado (2 já tinham convite).');
    expect(calloutOutcome(0, 1)).toBe('Nenhum droneiro novo convocado (1 já tinha convite).');
  });
});
