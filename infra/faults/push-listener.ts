export interface PushChange {
  module: string;
  entity: string;
  action: string;
  id: string;
}

export interface PushListener {
  changes: PushChange[];
  /** Each time the stream ended or broke and was opened again, and why. */
  reconnects: { at: number; reason: string }[];
  /** Resolves once the stream has been opened (the first time). */
  opened: Promise<void>;
  stop(): void;
}

/**
 * A browser's push stream (`/api/v1/push/changes`), read as EventSource reads it: every
 * `change` kept; when the stream ends or breaks, opened again after the server's `retry`.
 */
export function listenToPush(url: string, token: () => Promise<string>, retryMs = 3000): PushListener {
  const changes: PushChange[] = [];
  const reconnects: PushListener['reconnects'] = [];
  const controller = new AbortController();
  let markOpened!: () => void;
  const opened = new Promise<void>((resolve) => (markOpened = resolve));
  const readOnce = async (): Promise<string> => {
    const res = await fetch(`${url}/api/v1/push/changes`, {
      headers: { authorization: `Bearer ${await token()}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (res.status !== 200 || !res.body) return `status ${res.status}`;
    markOpened();
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(message)?.[1];
        const data = /^data: (.*)$/m.exec(message)?.[1];
        if (event === 'change' && data) changes.push(JSON.parse(data) as PushChange);
        if (event === 'end') return `ended: ${data ?? ''}`;
      }
    }
    return 'stream closed';
  };
  void (async () => {
    while (!controller.signal.aborted) {
      const reason = await readOnce().catch(
        (err: unknown) => `broken: ${(err as { cause?: { code?: string } }).cause?.code ?? String(err)}`,
      );
      if (controller.signal.aborted) return;
      reconnects.push({ at: Date.now(), reason });
      await new Promise((r) => setTimeout(r, retryMs));
    }
  })();
  return { changes, reconnects, opened, stop: () => controller.abort() };
}
