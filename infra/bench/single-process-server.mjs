// Baseline for the benchmark: the people service's list handler (token verification, scope,
// query) served over plain HTTP in one process — no gateway, no NATS.
import { createServer } from 'node:http';
import { property } from '@portico/contracts';
import { ClaimsAccessResolver, ResourceService, TokenVerifier, openDatabase, tableFor } from '@portico/platform';
import { peopleService } from '../../services/people/dist/people.service.js';

const database = await openDatabase({ url: process.env.DATABASE_URL, schema: 'people', migrationsFolder: peopleService.migrationsFolder });
const service = new ResourceService(property, tableFor(property), database.db);
const verifier = new TokenVerifier({ issuer: process.env.OIDC_ISSUER }, new ClaimsAccessResolver());
const server = createServer(async (req, res) => {
  try {
    const principal = await verifier.verifyAuthorization(req.headers.authorization);
    const query = Object.fromEntries(new URL(req.url, 'http://x').searchParams);
    const page = await service.list(principal, query);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(page));
  } catch (err) {
    res.statusCode = err.status ?? 500;
    res.end(JSON.stringify({ message: err.message }));
  }
});
server.listen(0, '127.0.0.1', () => console.log(`baseline listening ${server.address().port}`));
