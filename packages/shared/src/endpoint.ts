import type { z } from 'zod';
import type { Permission } from './permissions';

// One definition per API operation (docs/decisions/036-endpoint-contracts.md): the API registers
// its route from it and the web calls it through it, so a path, a method or a schema cannot
// differ between the two. The human documentation (tags, summary, description) stays with the
// API's routes, out of the web bundle. This module builds no schema, so the web's first chunks
// need no zod; ./responses builds the shared answers' ones.

/**
 * Who may call an operation: anyone, any signed-in user (ownership is then the service's job), or
 * the users the shared permission table allows. There is no implicit default.
 */
export type Access = 'public' | 'authenticated' | Permission;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an operation takes and answers, as zod schemas. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Every answer the operation gives, by status: its successes and the failures it may send. */
  responses: Record<number, z.ZodType | ContentResponse>;
}

export interface Endpoint {
  method: HttpMethod;
  /** Under `/api`, with `:name` for each path parameter. */
  path: string;
  /** camelCase, what generated clients call the operation (docs/design.md §4). */
  operationId: string;
  access: Access;
  /**
   * Its schemas, loaded when asked for: the API asks at start-up; the web calls the endpoint
   * by its method and path with types read from them, and never loads zod or a schema for it
   * (its forms load theirs themselves).
   */
  schemas: () => Promise<EndpointSchemas>;
}

/** The schemas of an endpoint, as types. */
export type SchemasOf<E extends Endpoint> = Awaited<ReturnType<E['schemas']>>;

/** An answer that is not JSON (a file, an event stream), by media type; the API describes it. */
export interface ContentResponse {
  content: Record<string, { schema: z.ZodType }>;
}

type SuccessStatus = 200 | 201 | 202 | 204;

type Answer<R> = R extends z.ZodType ? z.output<R> : Blob;

/** What a successful call answers, read from the operation's success responses. */
export type EndpointResult<E extends Endpoint> = Answer<
  SchemasOf<E>['responses'][Extract<keyof SchemasOf<E>['responses'], SuccessStatus>]
>;

/** The path parameters, query and body a call of `E` takes (each only when `E` has it). */
export type EndpointInput<E extends Endpoint> = (SchemasOf<E> extends {
  params: infer P extends z.ZodType;
}
  ? { params: z.input<P> }
  : { params?: never }) &
  (SchemasOf<E> extends { query: infer Q extends z.ZodType }
    ? { query?: z.input<Q> }
    : { query?: never }) &
  (SchemasOf<E> extends { body: infer B extends z.ZodType }
    ? { body: z.input<B> | FormData }
    : { body?: never });
