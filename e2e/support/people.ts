import { randomInt } from 'node:crypto';

function checkDigit(digits: number[]): number {
  const sum = digits.reduce((total, digit, i) => total + digit * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A random CPF with valid check digits, as 11 digits. */
export function randomCpf(): string {
  let base: number[];
  do {
    base = Array.from({ length: 9 }, () => randomInt(10));
  } while (base.every((digit) => digit === base[0]));
  const first = checkDigit(base);
  const second = checkDigit([...base, first]);
  return [...base, first, second].join('');
}

/** The first name, lower case and without accents, as the local part of an address. */
function emailName(name: string): string {
  return name
    .split(' ')[0]!
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A new person to sign up, unique within the run. */
export function newPerson(name: string) {
  const tag = `${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;
  return {
    name,
    email: `${emailName(name)}.${tag}@e2e.test`,
    password: 'senha-forte-1',
    birthDate: '17/05/1990',
    phone: '21987654321',
    cpf: randomCpf(),
  };
}

export type Person = ReturnType<typeof newPerson>;
