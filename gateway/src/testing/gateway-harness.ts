import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NatsAuth } from '@portico/platform';
import { createGateway } from '../create-gateway';

/** The gateway on a random loopback port, pointed at the test NATS and the given issuer. */
export async function startGatewayForTest(
  issuer: string,
  // Generous: on a loaded two-core CI machine a healthy service can take seconds to answer; the
  // tests of the 504 itself pass their own short deadline.
  requestTimeoutMs = 15_000,
  natsAuth?: NatsAuth,
  dataDir?: string,
): Promise<{ app: NestExpressApplication; url: string }> {
  const app = await createGateway({
    port: 0,
    host: '127.0.0.1',
    natsUrl: process.env.NATS_URL!,
    oidcIssuer: issuer,
    requestTimeoutMs,
    ...(natsAuth ? { natsAuth } : {}),
    ...(dataDir ? { dataDir } : {}),
  });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}
