import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAsyncApi } from './asyncapi';
import { buildOpenApi } from './openapi';

/** `npm run openapi`: regenerate the committed REST and event contracts. */
const dir = join(__dirname, '..', '..', '..', 'docs', 'api');
mkdirSync(dir, { recursive: true });
for (const [name, doc] of [
  ['openapi.json', buildOpenApi()],
  ['asyncapi.json', buildAsyncApi()],
] as const) {
  writeFileSync(join(dir, name), `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`wrote ${join(dir, name)}`);
}
