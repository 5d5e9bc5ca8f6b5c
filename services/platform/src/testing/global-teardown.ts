export default async function globalTeardown(): Promise<void> {
  for (const instance of globalThis.__porticoInstances ?? []) await instance.stop();
}
