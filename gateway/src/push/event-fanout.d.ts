import { type NatsConnection } from 'nats';
import { type DomainEvent } from '@portico/contracts';
import { type Logger } from '@portico/platform';
export type EventListener = (event: DomainEvent) => void;
/**
 * One JetStream reader per domain for the whole gateway (not one per browser): ordered,
 * ephemeral consumers from "now on", fanned out in memory to the open push streams. A reader
 * whose stream does not exist yet (its service has not started) retries until it does.
 */
export declare class EventFanout {
    private readonly nc;
    private readonly log;
    private readonly listeners;
    private readonly readers;
    private stopped;
    constructor(nc: NatsConnection, log: Logger);
    start(): void;
    subscribe(listener: EventListener): () => void;
    get subscriberCount(): number;
    private read;
    stop(): Promise<void>;
}
