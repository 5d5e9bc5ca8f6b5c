import type { NatsConnection } from 'nats';
type ServiceState = 'ok' | 'no-responders' | 'timeout' | 'failed';
/**
 * Liveness says the gateway process answers; readiness says it can serve: NATS connected and
 * every domain service it forwards to answering its health subject.
 */
export declare class HealthController {
    private readonly nc;
    private readonly rpc;
    constructor(nc: NatsConnection);
    health(): {
        status: string;
        nats: boolean;
    };
    live(): {
        status: string;
    };
    ready(): Promise<{
        status: string;
        nats: true;
        services: Record<"community" | "people" | "maintenance" | "billing", ServiceState>;
    }>;
    private probe;
}
export {};
