import { type Type } from '@nestjs/common';
import { type EntityDef } from '@portico/contracts';
/**
 * `POST /api/v1/<module>/{id}/<action>` for each declared action of one entity (ADR 0020), each
 * with the action's own slug; undefined when the entity declares none. A POST, so a view-as
 * session is refused here as for every write, and again by the service.
 */
export declare function createActionRoutes(def: EntityDef): Type | undefined;
