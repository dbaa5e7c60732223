import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint, SchemasOf } from '@drones/shared/endpoint';
import { setPagingHeaders, type Page } from './keyset';

type RoutesApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Fastify's schema of an endpoint, so the handler's request and answer are typed from it. */
interface SchemaOf<E extends Endpoint> extends FastifySchema {
  params: SchemasOf<E> extends { params: infer P } ? P : undefined;
  querystring: SchemasOf<E> extends { query: infer Q } ? Q : undefined;
  body: SchemasOf<E> extends { body: infer B } ? B : undefined;
  response: SchemasOf<E>['responses'];
}

/** A route's handler, its request and answer typed from the endpoint's schemas. */
type RouteHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** What the OpenAPI document says of a route beyond its contract, and its other settings. */
export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  consumes?: string[];
  /** Headers of an answer, by status; `@fastify/swagger` reads them from the schema's meta. */
  responseHeaders?: Record<number, Record<string, { type: string; description: string }>>;
  /** What the endpoint's answer that is not JSON (a file, an event stream) holds. */
  contentDescription?: string;
  /** Route settings other than the access rule, which the endpoint holds (rate limit, …). */
  config?: Omit<FastifyContextConfig, 'access'>;
}

/**
 * Registers the route of a shared endpoint (docs/decisions/036-endpoint-contracts.md): its method,
 * path, operationId, access rule and schemas come from the definition the web calls, its
 * documentation from `docs`. Awaited: the definition loads its schemas.
 */
async function route<E extends Endpoint>(
  app: RoutesApp,
  endpoint: E,
  { config, responseHeaders = {}, contentDescription, ...docs }: RouteDocs,
  handler: RouteHandler<E>,
): Promise<void> {
  const { params, query, body, responses } = await endpoint.schemas();
  const response: Record<number, unknown> = {};
  for (const [status, answer] of Object.entries(responses)) {
    const headers = responseHeaders[Number(status)];
    if (answer instanceof z.ZodType)
      response[Number(status)] = headers ? answer.meta({ headers }) : answer;
    else response[Number(status)] = { description: contentDescription, ...answer };
  }
  const schema: FastifySchema = { operationId: endpoint.operationId, ...docs, response };
  if (params) schema.params = params;
  if (query) schema.querystring = query;
  if (body) schema.body = body;
  app.route<RouteGenericInterface, ContextConfigDefault, SchemaOf<E>>({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...config, access: endpoint.access },
    schema: schema as SchemaOf<E>,
    handler,
  });
}

type RouteRequest<E extends Endpoint> = Parameters<RouteHandler<E>>[0];

/** One item of a list endpoint's answer. */
type ListItem<E extends Endpoint> = SchemasOf<E>['responses'] extends { 200: z.ZodArray<infer I> }
  ? z.input<I>
  : never;

/**
 * `route` for the routes of one module, all under the same OpenAPI tag: each registration then
 * names only its endpoint, its documentation and its handler. `.list` registers a list route
 * from a handler that reads one page: the route answers its items, with the paging headers.
 */
export function taggedRoutes(app: RoutesApp, tag: string) {
  const register = <E extends Endpoint>(
    endpoint: E,
    docs: Omit<RouteDocs, 'tags'>,
    handler: RouteHandler<E>,
  ): Promise<void> => route(app, endpoint, { tags: [tag], ...docs }, handler);
  const list = <E extends Endpoint>(
    endpoint: E,
    docs: Omit<RouteDocs, 'tags'>,
    readPage: (request: RouteRequest<E>) => Promise<Page<ListItem<E>>>,
  ): Promise<void> =>
    register(endpoint, docs, (async (request: RouteRequest<E>, reply: FastifyReply) => {
      const page = await readPage(request);
      const query = request.query as object;
      setPagingHeaders(reply, { path: request.routeOptions.url!, query, ...page });
      return page.items;
      // The items are the 200 answer's, which TypeScript cannot see through a generic endpoint.
    }) as unknown as RouteHandler<E>);
  return Object.assign(register, { list });
}
