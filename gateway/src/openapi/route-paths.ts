import type { z } from 'zod';
import { PUBLIC_PERMISSION, ROUTES, openApiPath, type RouteDef } from '@portico/contracts';
import { bodySchema, errors, json, type Json } from './json-schema';

/** The query's fields as OpenAPI parameters, from the same schema the service parses with. */
function queryParameters(schema: z.ZodType, omit: readonly string[]): Json[] {
  const query = bodySchema(schema) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(query.properties ?? {})
    .filter(([name]) => !omit.includes(name))
    .map(([name, s]) => ({ name, in: 'query', ...(query.required?.includes(name) ? { required: true } : {}), schema: s }));
}

/** One declared custom route's operation (ADR 0045). */
export function routeOperation(route: RouteDef): Json {
  const success: Json = { description: route.ok };
  if (route.download) success.content = { [route.download.contentType.split(';')[0]!]: { schema: { type: 'string' } } };
  else if (route.output) success.content = json(bodySchema(route.output));
  const parameters = [
    ...Object.entries(route.params ?? {}).map(([name, schema]) => ({ name, in: 'path', required: true, schema: bodySchema(schema) })),
    ...(route.query ? queryParameters(route.query, Object.keys(route.fixedQuery ?? {})) : []),
    ...Object.entries(route.headers ?? {}).map(([name, schema]) => ({ name, in: 'header', required: true, schema: bodySchema(schema) })),
  ];
  return {
    operationId: route.name,
    summary: route.summary,
    description: route.description,
    tags: [route.tag],
    'x-domain': route.domain,
    'x-permission': route.permission,
    'x-nats-subject': route.subject,
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: json(bodySchema(route.body)) } } : {}),
    responses: { [route.status]: success, ...errors(...route.errors) },
    security: route.permission === PUBLIC_PERMISSION ? [] : [{ oidc: [] }],
  };
}

/** Every declared custom route, by OpenAPI path and method. */
export function routePaths(routes: readonly RouteDef[] = ROUTES): Record<string, Json> {
  const paths: Record<string, Json> = {};
  for (const route of routes)
    paths[openApiPath(route)] = { ...paths[openApiPath(route)], [route.method.toLowerCase()]: routeOperation(route) };
  return paths;
}
