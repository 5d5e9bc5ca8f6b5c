import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApi } from './openapi';

/** `npm run openapi`: regenerate the committed REST contract. */
const out = join(__dirname, '..', '..', '..', 'docs', 'api', 'openapi.json');
mkdirSync(join(out, '..'), { recursive: true });
writeFileSync(out, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`wrote ${out}`);
