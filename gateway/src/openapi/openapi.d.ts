/**
 * The REST contract, generated from the entity catalogue (the same definitions that make the
 * routes and validate the bodies). Committed as docs/api/openapi.json; a test fails when the
 * API changes without the document being regenerated (`npm run openapi`), so a change that
 * breaks independently deployed clients is always a visible diff.
 */
type Json = Record<string, unknown>;
/**
 * The routes written by hand beside the generated ones: onboarding (public and the approver's
 * decision) and the signed-in user's own view. Their bodies come from the same zod schemas
 * their handlers parse with.
 */
export declare function handWrittenPaths(): Record<string, Json>;
export declare function buildOpenApi(): Json;
export {};
