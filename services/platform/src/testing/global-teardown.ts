import { rmSync } from 'node:fs';
export default async function globalTeardown(): Promise<void> {
  for (const instance of globalThis.__porticoInstances ?? []) await instance.stop();
  const templates = process.env.PORTICO_EMBEDDED_TEMPLATES;
  if (templates?.includes('portico-embedded-templates-')) rmSync(templates, { recursive: true, force: true });
}
