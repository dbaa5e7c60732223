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
const MAX_ETA_MINUTES = 24 * 60;

/** Upper case, no accents, no punctuation, 'A 1' joined into 'A1'; answers its words. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[.,;!]/g, ' ')
    .replace(/\b([A-Z]) ([12])\b/g, '$1$2')
    .split(' ')
    .filter((word) => word !== '');
}

const isMinutes = (word: string | undefined) => word !== undefined && /^\d{1,4}$/.test(word);

const eta = (answer: Answer, word: string | undefined): number | null => {
  if (answer !== 'accept' || !isMinutes(word)) return null;
  const minutes = Number(word);
  return minutes <= MAX_ETA_MINUTES ? minutes : null;
};

export function parseReply(text: string): CodedReply {
  const said = words(text);
  const [first, second] = said;
  if (said.length === 1 && STOP_WORDS.has(first!)) return { kind: 'stop' };
  if (said.length === 1 && first === 'OK') return { kind: 'ok' };
  if (first !== undefined && (YES.has(first) || NO.has(first)) && said.length <= 2) {
    const answer: Answer = YES.has(first) ? 'accept' : 'decline';
    if (second !== undefined && (answer === 'decline' || !isMinutes(second))) {
      return { kind: 'unclear' };
    }
    return {
      kind: 'answers',
      answers: [{ letter: null, answer, etaMinutes: eta(answer, second) }],
    };
  }
  const answers: CodedAnswer[] = [];
  for (let i = 0; i < said.length; i += 1) {
    const word = said[i]!;
    // Codes and nothing else: anything more is for a person to read.
    if (!/^[A-Z][12]$/.test(word)) return { kind: 'unclear' };
    const answer: Answer = word[1] === '1' ? 'accept' : 'decline';
    const next = said[i + 1];
    if (answer === 'accept' && isMinutes(next)) i += 1;
    answers.push({ letter: word[0]!, answer, etaMinutes: eta(answer, next) });
  }
  return answers.length > 0 ? { kind: 'answers', answers } : { kind: 'unclear' };
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
