import { type Type } from '@nestjs/common';
import { type EntityDef } from '@portico/contracts';
/**
 * GET /api/v1/<module>/{id}/history (ADR 0021): a record's changes, with the entity's read
 * slug; the service answers 404 for a record outside the caller's scope.
 */
export declare function createHistoryRoutes(def: EntityDef): Type;
