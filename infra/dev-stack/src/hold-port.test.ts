import { createServer } from 'node:net';
import { holdPort } from './hold-port';

/** The launcher holds its public port from the start (a child picking any free port never gets it). */
it('holds a port until released, and refuses one already taken', async () => {
  const probe = createServer();
  const port = await new Promise<number>((resolve) =>
    probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)),
  );
  await expect(holdPort(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
  await new Promise((r) => probe.close(r));
  const held = await holdPort(port, '127.0.0.1');
  const other = createServer();
  await expect(
    new Promise((resolve, reject) => other.once('error', reject).listen(port, '127.0.0.1', () => resolve(undefined))),
  ).rejects.toMatchObject({
    code: 'EADDRINUSE',
  });
  await held.release();
  const again = await holdPort(port, '127.0.0.1');
  await again.release();
});
