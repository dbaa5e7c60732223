import { afterEach, describe, expect, it, vi } from 'vitest';

// The content security policy has no 'unsafe-eval': a `new Function` in the page is a violation
// the browser reports, even the one zod tries only to learn whether it may compile parsers.
const compiled: unknown[][] = [];
const RealFunction = Function;
const watchedFunction = new Proxy(RealFunction, {
  construct(target, args: unknown[]) {
    compiled.push(args);
    return Reflect.construct(target, args) as object;
  },
  apply(target, thisArg, args: unknown[]) {
    compiled.push(args);
    return Reflect.apply(target, thisArg, args) as unknown;
  },
});

afterEach(() => {
  compiled.length = 0;
});

describe('schemas in the browser', () => {
  it('validate without compiling code (zod runs jitless)', async () => {
    vi.stubGlobal('Function', watchedFunction);
    const { loginSchema } = await import('@drones/shared/users');
    const { z } = await import('@drones/shared/zod-locale');

    expect(
      loginSchema.safeParse({ email: 'maria@example.com', password: 'segredo-forte' }).success,
    ).toBe(true);
    expect(
      z.object({ name: z.string(), count: z.number() }).safeParse({ name: 'a', count: 1 }).success,
    ).toBe(true);
    expect(compiled).toEqual([]);
    expect(z.config().jitless).toBe(true);
  });
});
