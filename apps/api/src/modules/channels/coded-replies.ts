// Coded replies by WhatsApp text and SMS (docs/design.md §13): each open invitation of a pilot has
// a letter, so 'A1' accepts the invitation lettered A and 'A2' declines it; 'A1 40' accepts and
// arrives in 40 minutes; a bare '1', 'SIM', 'VOU' or '2', 'NAO' answers his latest one.

export type Answer = 'accept' | 'decline';

export interface CodedAnswer {
  /** The invitation's letter; null answers his latest open invitation. */
  letter: string | null;
  answer: Answer;
  /** Minutes to arrive, when he gave them with an accept. */
  etaMinutes: number | null;
}

export type CodedReply =
  | { kind: 'answers'; answers: CodedAnswer[] }
  | { kind: 'stop' }
  | { kind: 'ok' }
  | { kind: 'unclear' };

const STOP_WORDS = new Set(['PARAR', 'SAIR', 'STOP']);
const YES = new Set(['1', 'SIM', 'VOU']);
const NO = new Set(['2', 'NAO']);
const CODE = /([A-Z])\s*([12])(?:\s+(\d{1,4})(?![0-9]))?/g;
const MAX_ETA_MINUTES = 24 * 60;

/** Upper case, no accents, single spaces, no punctuation around. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[.,;!]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const eta = (answer: Answer, digits: string | undefined): number | null => {
  if (answer !== 'accept' || digits === undefined) return null;
  const minutes = Number(digits);
  return minutes <= MAX_ETA_MINUTES ? minutes : null;
};

export function parseReply(text: string): CodedReply {
  const words = normalise(text);
  if (STOP_WORDS.has(words)) return { kind: 'stop' };
  if (words === 'OK') return { kind: 'ok' };
  const bare = /^(\S+)(?: (\d{1,4}))?$/.exec(words);
  if (bare && (YES.has(bare[1]!) || NO.has(bare[1]!))) {
    const answer: Answer = YES.has(bare[1]!) ? 'accept' : 'decline';
    if (bare[2] !== undefined && answer === 'decline') return { kind: 'unclear' };
    return { kind: 'answers', answers: [{ letter: null, answer, etaMinutes: eta(answer, bare[2]) }] };
  }
  const answers: CodedAnswer[] = [];
  const rest = words.replace(CODE, (_, letter: string, digit: string, minutes?: string) => {
    const answer: Answer = digit === '1' ? 'accept' : 'decline';
    answers.push({ letter, answer, etaMinutes: eta(answer, minutes) });
    return ' ';
  });
  // Codes and nothing else: anything more is for a person to read.
  if (answers.length === 0 || rest.trim() !== '') return { kind: 'unclear' };
  return { kind: 'answers', answers };
}

/** A WhatsApp quick-reply button's payload: `ACEITAR:{invitationId}` or `RECUSAR:{invitationId}`. */
export function parseButton(payload: string): { invitationId: string; answer: Answer } | null {
  const match = /^(ACEITAR|RECUSAR):([0-9a-f-]{36})$/i.exec(payload.trim());
  if (!match) return null;
  return {
    invitationId: match[2]!.toLowerCase(),
    answer: match[1]!.toUpperCase() === 'ACEITAR' ? 'accept' : 'decline',
  };
}
