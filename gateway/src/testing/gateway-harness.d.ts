import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NatsAuth } from '@portico/platform';
/** The gateway on a random loopback port, pointed at the test NATS and the given issuer. */
export declare function startGatewayForTest(issuer: string, requestTimeoutMs?: number, natsAuth?: NatsAuth, dataDir?: string): Promise<{
    app: NestExpressApplication;
    url: string;
}>;
