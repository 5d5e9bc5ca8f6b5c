"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EventFanout = void 0;
const nats_1 = require("nats");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
/**
 * One JetStream reader per domain for the whole gateway (not one per browser): ordered,
 * ephemeral consumers from "now on", fanned out in memory to the open push streams. A reader
 * whose stream does not exist yet (its service has not started) retries until it does.
 */
class EventFanout {
    nc;
    log;
    listeners = new Set();
    readers = [];
    stopped = false;
    constructor(nc, log) {
        this.nc = nc;
        this.log = log;
    }
    start() {
        for (const domain of contracts_1.DOMAINS)
            void this.read((0, contracts_1.eventStreamName)(domain));
    }
    subscribe(listener) {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }
    get subscriberCount() {
        return this.listeners.size;
    }
    async read(stream) {
        let wait = 250;
        while (!this.stopped) {
            try {
                const consumer = await this.nc.jetstream().consumers.get(stream, { deliver_policy: nats_1.DeliverPolicy.New });
                const messages = await consumer.consume();
                this.readers.push(messages);
                wait = 250;
                for await (const msg of messages) {
                    let event;
                    try {
                        event = platform_1.eventCodec.decode(msg.data);
                    }
                    catch {
                        continue;
                    }
                    for (const listener of this.listeners)
                        listener(event);
                }
            }
            catch (err) {
                if (this.stopped)
                    return;
                this.log.debug({ err, stream }, 'push reader waiting for its stream');
            }
            if (this.stopped)
                return;
            await new Promise((r) => setTimeout(r, wait).unref());
            wait = Math.min(wait * 2, 10_000);
        }
    }
    async stop() {
        this.stopped = true;
        for (const reader of this.readers)
            await reader.close().catch(() => undefined);
        this.listeners.clear();
    }
}
exports.EventFanout = EventFanout;
//# sourceMappingURL=event-fanout.js.map