import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Compresses responses larger than 1 KB. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'compress' },
);
