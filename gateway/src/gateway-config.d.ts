import { type NatsAuth } from '@portico/platform';
/** Gateway configuration, from the environment. */
export interface GatewayConfig {
    port: number;
    host: string;
    natsUrl: string;
    /** The gateway's NATS credentials/TLS; absent = anonymous (an open NATS). */
    natsAuth?: NatsAuth;
    oidcIssuer: string;
    oidcJwksUri?: string;
    oidcAudience?: string;
    requestTimeoutMs: number;
    /** Where attachments are kept when no S3 bucket is configured (under `files/`). */
    dataDir?: string;
}
export declare function gatewayConfigFromEnv(env?: NodeJS.ProcessEnv): GatewayConfig;
