import { createServer } from 'node:net';

/**
 * Holds the public port while the launcher starts its children. Their ports are picked as any
 * free one, and the edge binds the public port only at the end: without this hold, a child could
 * be handed that very port first (seen in the tests: the gateway got the edge's port). A port
 * already taken by something else fails the start at once instead of after every child started.
 */
export async function holdPort(port: number, host: string): Promise<{ release(): Promise<void> }> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, resolve);
  });
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
