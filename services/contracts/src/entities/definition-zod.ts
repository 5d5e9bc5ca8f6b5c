import { z } from 'zod';

/**
 * The zod builders a domain's definitions call to declare their own route schemas, handed out by
 * the kit. A remote's build gives its definitions these in place of zod itself
 * (shell/sdk/build/kit-from-host.js), so the host's one zod serves every remote: shared whole,
 * zod would cost every page its 40 locales and its JSON-schema tools. A definition that calls
 * another builder adds it here (shell/sdk/src/definition-zod.test.ts fails until it does).
 */
export const definitionZod = {
  boolean: z.boolean,
  enum: z.enum,
  looseObject: z.looseObject,
  number: z.number,
  object: z.object,
  preprocess: z.preprocess,
  record: z.record,
  strictObject: z.strictObject,
  string: z.string,
  unknown: z.unknown,
} as const;
