import { type SeedAccount } from '@portico/contracts';
import { MailSink, type DomainServiceOptions } from '@portico/platform';
import { type PrivateNats, type TestIssuer, type TokenOverrides } from '@portico/platform/testing';
export interface ApiResponse {
    status: number;
    body: Record<string, any>;
    headers: Headers;
}
/**
 * The API as a client meets it, for one test file: a private NATS, a test issuer, the given
 * domain services on fresh PostgreSQL databases, the gateway, and (when asked) a mail sink.
 */
export interface ApiTestbed {
    url: string;
    natsUrl: string;
    /** With `natsAuth`: each identity's credentials on the private NATS. */
    natsCredentials: PrivateNats['credentials'];
    issuer: TestIssuer;
    mail: MailSink | undefined;
    /** Database URL of each started service, by domain. */
    databases: Record<string, string>;
    account(email: string): SeedAccount;
    token(who: string | SeedAccount, overrides?: TokenOverrides): Promise<string>;
    /** `who`: a seeded email, an account, or null for no token. */
    call(who: string | SeedAccount | null, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse>;
    stop(): Promise<void>;
}
export declare function startApiTestbed(options: {
    services: DomainServiceOptions[];
    requestTimeoutMs?: number;
    mail?: boolean;
    /** NATS refuses anonymous clients; each service and the gateway use their own credentials. */
    natsAuth?: boolean;
    /** The gateway's data dir (attachments land in `files/` under it). */
    gatewayDataDir?: string;
}): Promise<ApiTestbed>;
