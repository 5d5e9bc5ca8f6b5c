import { createSchema, type EntityDef } from '@portico/contracts';
import { bodySchema, type Json } from './json-schema';

/**
 * A record as a service answers it and as its events carry it: the entity's fields from the
 * schema the service parses with, secrets left out. The OpenAPI and AsyncAPI documents share it.
 */
export function recordSchema(def: EntityDef): Json {
  const fields = bodySchema(createSchema(def), []) as { properties?: Json };
  const visible = Object.fromEntries(Object.entries(fields.properties ?? {}).filter(([k]) => !def.fields[k]?.secret));
  return {
    type: 'object',
    description: def.title.en,
    properties: {
      id: { type: 'string', format: 'uuid' },
      status: { type: 'string', enum: ['active', 'archived'] },
      version: { type: 'integer' },
      createdAt: { type: 'string' },
      updatedAt: { type: 'string' },
      createdBy: { type: ['string', 'null'] },
      updatedBy: { type: ['string', 'null'] },
      ...visible,
      ...Object.fromEntries(
        Object.entries(def.fields)
          .filter(([, f]) => f.readOnly && !f.secret)
          .map(([k]) => [k, {}]),
      ),
      // A sealed secret (ADR 0035) is write-only: an answer says only whether it is set.
      ...Object.fromEntries(
        Object.entries(def.fields)
          .filter(([, f]) => f.secret && !f.readOnly)
          .map(([k]) => [`${k}Set`, { type: 'boolean' }]),
      ),
    },
  };
}
