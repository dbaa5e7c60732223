import { z } from 'zod';

// Every message zod produces on its own (not the spec's custom texts) is in Brazilian Portuguese,
// on the server and in the browser alike. In the browser zod also compiles nothing: the content
// security policy has no 'unsafe-eval' (ADR 003), and even zod's probe for `new Function` is
// reported as a violation. Set here, before any schema exists (every schema module imports this
// one), since zod reads it when a schema is built; the server keeps the faster compiled parsers.
z.config({ ...z.locales.ptBR(), jitless: 'window' in globalThis });

export { z };
