import { rmSync } from 'node:fs';
export default async function globalTeardown(): Promise<void> {
  for (const instance of globalThis.__porticoInstances ?? []) await instance.stop();
  if (globalThis.__porticoTemplates) rmSync(globalThis.__porticoTemplates, { recursive: true, force: true });
}
