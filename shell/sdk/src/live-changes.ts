import { backoffDelay } from '@portico/contracts';
import { queryClient } from './query';

/** One change the signed-in user may see (gateway `GET /api/v1/push/changes`). */
export interface LiveChange {
  module: string;
  entity: string;
  action: string;
  id: string;
  version: number | null;
}

export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Splits a server-sent-events text buffer into complete events; the incomplete tail is
 * returned to be continued by the next chunk. Comments (`: keep-alive`) are skipped.
 */
export function parseServerSentEvents(buffer: string): { events: ServerSentEvent[]; rest: string } {
  const events: ServerSentEvent[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
    }
    if (data.length) events.push({ event, data: data.join('\n'), ...(id ? { id } : {}) });
  }
  return { events, rest };
}

export interface LiveChangesOptions {
  url?: string;
  getToken: () => Promise<string | null>;
  headers?: () => Record<string, string>;
  onChange: (change: LiveChange) => void;
  fetch?: typeof fetch;
  /** Longest wait between reconnections. */
  maxBackoffMs?: number;
}

/**
 * Keeps one push stream open while signed in, reconnecting with backoff and a fresh token
 * (the gateway ends a stream when its token expires). Fetch rather than EventSource, so the
 * token travels in the Authorization header, never in a URL. Returns a function that stops it.
 */
export function connectLiveChanges(options: LiveChangesOptions): () => void {
  const controller = new AbortController();
  const doFetch = options.fetch ?? fetch;
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  let failures = 0;
  const run = async (): Promise<void> => {
    while (!controller.signal.aborted) {
      try {
        const token = await options.getToken();
        if (!token) return;
        const res = await doFetch(options.url ?? '/api/v1/push/changes', {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...(options.headers?.() ?? {}) },
          signal: controller.signal,
        });
        if (res.ok && res.body) {
          failures = 0;
          const reader = res.body.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const parsed = parseServerSentEvents(buffer + decoder.decode(value, { stream: true }));
            buffer = parsed.rest;
            for (const event of parsed.events) {
              if (event.event !== 'change') continue;
              try {
                options.onChange(JSON.parse(event.data) as LiveChange);
              } catch {
                // A malformed message is skipped; the next refetch shows the truth anyway.
              }
            }
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      failures += 1;
      await new Promise((r) => setTimeout(r, backoffDelay(failures, { initialMs: 1000, maxMs: maxBackoff })));
    }
  };
  void run();
  return () => controller.abort();
}

/** Query-key root of one module's records, shared with the UI kit's list and view hooks. */
export const resourceQueryRoot = (module: string) => ['resource', module] as const;

/** The console's default: a change refreshes every list and view of that module on screen. */
export function refreshOnChange(change: LiveChange): void {
  void queryClient.invalidateQueries({ queryKey: resourceQueryRoot(change.module) });
}
