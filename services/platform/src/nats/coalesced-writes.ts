import type { Socket } from 'node:net';
// nats.js does not export its Node transport from its entry point.
import { NodeTransport } from 'nats/lib/src/node_transport';

/**
 * NATS writes of one event-loop turn share one socket write (ADR 0091).
 *
 * nats.js flushes its outbound buffer in a microtask, so every request or reply that starts in
 * its own I/O callback (an HTTP request at the gateway, a database answer at a service) costs
 * its own `write` system call. Under load many of them start in the same turn of the event loop.
 * The socket is corked at the first frame of a turn and uncorked in that turn's check phase
 * (`setImmediate`): Node then sends everything queued in one `writev`. Order is kept (it is one
 * stream), and nothing waits past the turn it was written in.
 *
 * nats.js has no option for this, so its Node transport's `send` is wrapped; `nats` is pinned
 * to the exact version this was written against, and `coalesced-writes.integration.test.ts`
 * fails if the wrapped method stops being the one that writes.
 */

interface NodeTransportLike {
  socket?: Socket;
  send(frame: Uint8Array): void;
}

const WRAPPED = Symbol.for('portico.nats.coalescedWrites');
const corked = new WeakSet<Socket>();

/** Set `NATS_WRITE_COALESCING=off` to measure without it. */
export function natsWriteCoalescingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NATS_WRITE_COALESCING !== 'off';
}

/** Wraps the transport once per process; every NATS connection made after (or before) it shares it. */
export function coalesceNatsWrites(env: NodeJS.ProcessEnv = process.env): void {
  if (!natsWriteCoalescingEnabled(env)) return;
  const prototype = nodeTransportPrototype();
  if ((prototype as unknown as Record<symbol, boolean>)[WRAPPED]) return;
  const send = prototype.send;
  prototype.send = function coalescedSend(this: NodeTransportLike, frame: Uint8Array): void {
    const socket = this.socket;
    if (socket && !socket.destroyed && !corked.has(socket)) {
      corked.add(socket);
      socket.cork();
      setImmediate(() => {
        corked.delete(socket);
        socket.uncork();
      });
    }
    send.call(this, frame);
  };
  Object.defineProperty(prototype, WRAPPED, { value: true });
}

function nodeTransportPrototype(): NodeTransportLike {
  const prototype = (NodeTransport as unknown as { prototype?: Partial<NodeTransportLike> } | undefined)?.prototype;
  if (typeof prototype?.send !== 'function')
    throw new Error('nats.js no longer has NodeTransport.prototype.send: see ADR 0091 before upgrading nats');
  return prototype as NodeTransportLike;
}
