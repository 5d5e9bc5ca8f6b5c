import { z } from 'zod';

export type Json = Record<string, unknown>;

/** A zod schema as JSON Schema (what the service parses with), with `required` overridden when given. */
export function bodySchema(schema: z.ZodType, required: string[] = []): Json {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }) as Json;
  delete json.$schema;
  return required.length ? { ...json, required } : json;
}

export const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [String(s), { $ref: '#/components/responses/Error' }]));
export const json = (schema: Json) => ({ 'application/json': { schema } });
