import { describe, expect, it } from 'vitest';
import { parseButton, parseReply } from '../src/modules/channels/coded-replies';

describe('coded replies', () => {
  it.each([
    ['A1', [{ letter: 'A', answer: 'accept', etaMinutes: null }]],
    ['a 1', [{ letter: 'A', answer: 'accept', etaMinutes: null }]],
    ['A1 40', [{ letter: 'A', answer: 'accept', etaMinutes: 40 }]],
    ['b2', [{ letter: 'B', answer: 'decline', etaMinutes: null }]],
    [
      'A1 B2',
      [
        { letter: 'A', answer: 'accept', etaMinutes: null },
        { letter: 'B', answer: 'decline', etaMinutes: null },
      ],
    ],
    [
      ' c1 15, a2 ',
      [
        { letter: 'C', answer: 'accept', etaMinutes: 15 },
        { letter: 'A', answer: 'decline', etaMinutes: null },
      ],
    ],
    ['1', [{ letter: null, answer: 'accept', etaMinutes: null }]],
    ['Sim', [{ letter: null, answer: 'accept', etaMinutes: null }]],
    ['vou', [{ letter: null, answer: 'accept', etaMinutes: null }]],
    ['1 30', [{ letter: null, answer: 'accept', etaMinutes: 30 }]],
    ['2', [{ letter: null, answer: 'decline', etaMinutes: null }]],
    ['não', [{ letter: null, answer: 'decline', etaMinutes: null }]],
    ['NAO', [{ letter: null, answer: 'decline', etaMinutes: null }]],
  ])('reads %j as answers', (text, answers) => {
    expect(parseReply(text)).toEqual({ kind: 'answers', answers });
  });

  it.each(['PARAR', 'sair', 'Stop', ' parar. '])('reads %j as a stop', (text) => {
    expect(parseReply(text)).toEqual({ kind: 'stop' });
  });

  it('reads OK as a confirmation of a reachability test', () => {
    expect(parseReply('ok')).toEqual({ kind: 'ok' });
  });

  it.each(['talvez', 'A3', 'A1 obrigado', 'sim mas chego tarde', '', '2 30', 'parar agora'])(
    'keeps %j as unclear',
    (text) => {
      expect(parseReply(text)).toEqual({ kind: 'unclear' });
    },
  );

  it('ignores an arrival time beyond a day (0–1440 minutes, docs/design.md §14)', () => {
    expect(parseReply('A1 1441')).toEqual({
      kind: 'answers',
      answers: [{ letter: 'A', answer: 'accept', etaMinutes: null }],
    });
  });

  it('reads the template buttons’ payloads', () => {
    const id = '0190a5b2-0000-7000-8000-000000000001';
    expect(parseButton(`ACEITAR:${id}`)).toEqual({ invitationId: id, answer: 'accept' });
    expect(parseButton(`RECUSAR:${id}`)).toEqual({ invitationId: id, answer: 'decline' });
    expect(parseButton('ACEITAR:qualquer')).toBeNull();
    expect(parseButton('OUTRO:' + id)).toBeNull();
  });
});
