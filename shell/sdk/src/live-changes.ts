import { createParser, type EventSourceMessage } from 'eventsource-parser';
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

export interface LiveChangesOptions {
  url?: string;
  getToken: () => Promise<string | null>;
  headers?: () => Record<string, string>;
  onChange: (change: LiveChange) => void;
  /** The stream could not say what was missed while it was away: refresh everything on screen. */
  onReset?: () => void;
  fetch?: typeof fetch;
  /** Longest wait between reconnections. */
  maxBackoffMs?: number;
}

/**
 * Keeps one push stream open while signed in, reconnecting with backoff and a fresh token
 * (the gateway ends a stream when its token expires). Fetch rather than EventSource, so the
 * token travels in the Authorization header, never in a URL (ADR 0068); the stream itself is
 * read by `eventsource-parser`. A reconnect sends `Last-Event-ID`, so the gateway replays what
 * was missed or says `reset`. Returns a function that stops it.
 */
export function connectLiveChanges(options: LiveChangesOptions): () => void {
  const controller = new AbortController();
  const doFetch = options.fetch ?? fetch;
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  let failures = 0;
  let lastEventId = '';
  const onEvent = (message: EventSourceMessage) => {
    // An empty id is the gateway's greeting; it must not erase the resume point.
    if (message.id) lastEventId = message.id;
    if (message.event === 'reset') options.onReset?.();
    if (message.event !== 'change') return;
    try {
      options.onChange(JSON.parse(message.data) as LiveChange);
    } catch {
      // A malformed message is skipped; the next refetch shows the truth anyway.
    }
  };
  const run = async (): Promise<void> => {
    while (!controller.signal.aborted) {
      try {
        const token = await options.getToken();
        if (!token) return;
        const res = await doFetch(options.url ?? '/api/v1/push/changes', {
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'text/event-stream',
            ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
            ...(options.headers?.() ?? {}),
          },
          signal: controller.signal,
        });
        if (res.ok && res.body) {
          failures = 0;
          const parser = createParser({ onEvent });
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            parser.feed(value);
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

/** After a gap the gateway could not replay: every record list and view on screen refetches. */
export function refreshEverything(): void {
  void queryClient.invalidateQueries({ queryKey: ['resource'] });
}
