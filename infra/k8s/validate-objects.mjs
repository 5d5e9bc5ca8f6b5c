// Validates rendered Kubernetes objects offline: `node validate-objects.mjs < rendered.yaml`
// prints {"objects": [...], "errors": [...]} as JSON. Core kinds are checked against the
// Kubernetes OpenAPI schemas that `kubernetes-models` carries; CloudNativePG clusters against
// the CRD's schema committed in schemas/. A kind known to neither is an error.
// ESM because kubernetes-models ships as ES modules only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const yaml = require('js-yaml');
const Ajv = require('ajv');

const CUSTOM = {
  'postgresql.cnpg.io/v1/Cluster': new Ajv({ formats: { int32: true, int64: true }, allErrors: true }).compile(
    JSON.parse(readFileSync(new URL('./schemas/cnpg-cluster.schema.json', import.meta.url), 'utf8')),
  ),
};

/** kubernetes-models/<group>/<version>/<Kind>, core group without a group folder. */
async function coreModel(apiVersion, kind) {
  try {
    const module = await import(`kubernetes-models/${apiVersion}/${kind}`);
    return module[kind];
  } catch {
    return undefined;
  }
}

const objects = yaml.safeLoadAll(readFileSync(0, 'utf8')).filter(Boolean);
const errors = [];
for (const object of objects) {
  const where = `${object.kind} ${object.metadata?.name}`;
  const custom = CUSTOM[`${object.apiVersion}/${object.kind}`];
  if (custom) {
    if (!custom(object)) errors.push(`${where}: ${custom.errors.map((e) => `${e.dataPath} ${e.message}`).join('; ')}`);
    continue;
  }
  const Model = await coreModel(object.apiVersion, object.kind);
  if (!Model) {
    errors.push(`${where}: no schema for ${object.apiVersion} ${object.kind}`);
    continue;
  }
  try {
    new Model(object).validate();
  } catch (err) {
    errors.push(`${where}: ${err.message}`);
  }
}
process.stdout.write(JSON.stringify({ objects, errors }));
