// The handler both baselines serve (single-process-server.mjs over HTTP, floor-service.mjs over
// NATS): the people service's list of properties with its token verification, scope and query.
import { property } from '@portico/contracts';
import { ClaimsAccessResolver, ResourceService, TokenVerifier, openDatabase, tableFor } from '@portico/platform';
import { peopleService } from '../../services/people/dist/people.service.js';

const database = await openDatabase({ url: process.env.DATABASE_URL, schema: 'people', migrationsFolder: peopleService.migrationsFolder });
const service = new ResourceService(property, tableFor(property), database.db);
const verifier = new TokenVerifier({ issuer: process.env.OIDC_ISSUER }, new ClaimsAccessResolver());

/** A page of properties for the caller the `Authorization` header names; throws a PorticoError otherwise. */
export async function listProperties(authorization, query) {
  return service.list(await verifier.verifyAuthorization(authorization), query);
}
