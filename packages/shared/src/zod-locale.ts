import { z } from 'zod';

// Every message zod produces on its own (not the spec's custom texts) is in Brazilian Portuguese,
// on the server and in the browser alike.
z.config(z.locales.ptBR());

export { z };
