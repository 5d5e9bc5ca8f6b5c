import { type Type } from '@nestjs/common';
import { type EntityDef } from '@portico/contracts';
/**
 * REST routes for one entity under /api/v1/<module>, each with its permission slug. The
 * gateway checks the slug; the service checks it again and applies row scope.
 */
export declare function createResourceRoutes(def: EntityDef): Type;
