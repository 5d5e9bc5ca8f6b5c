import { connectLiveChanges, parseServerSentEvents, type LiveChange } from './live-changes';

describe('parseServerSentEvents', () => {
  it.each([
    ['one complete event', 'event: change\ndata: {"id":"a"}\n\n', [{ event: 'change', data: '{"id":"a"}' }], ''],
    ['an id and a default event name', 'id: 7\ndata: x\n\n', [{ event: 'message', data: 'x', id: '7' }], ''],
    ['a comment only', ': keep-alive\n\n', [], ''],
    ['a cut event kept for the next chunk', 'event: change\ndata: {"id"', [], 'event: change\ndata: {"id"'],
    ['CRLF line ends', 'event: change\r\ndata: y\r\n\r\n', [{ event: 'change', data: 'y' }], ''],
    ['multi-line data', 'data: a\ndata: b\n\n', [{ event: 'message', data: 'a\nb' }], ''],
    ['the retry field is ignored', 'retry: 3000\n\n', [], ''],
  ])('%s', (_case, buffer, events, rest) => {
    expect(parseServerSentEvents(buffer)).toEqual({ events, rest });
  });
});

describe('connectLiveChanges', () => {
  it('sends the token in the header, delivers changes across chunk boundaries and reconnects with a fresh token', async () => {
    const seen: { auth: string | null; url: string }[] = [];
    const changes: LiveChange[] = [];
    let tokens = 0;
    let done!: () => void;
    const finished = new Promise<void>((r) => (done = r));
    const body = (chunks: string[]) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
          controller.close();
        },
      });
    const fakeFetch = (async (url: string, init: RequestInit) => {
      seen.push({ auth: new Headers(init.headers).get('authorization'), url });
      if (seen.length === 1)
        return new Response(
          body(['retry: 3000\n\nevent: change\ndata: {"module":"pets","entity":"pet",', '"action":"created","id":"p1","version":1}\n\n']),
        );
      if (seen.length === 2) return new Response('{}', { status: 503 });
      return new Response(body(['event: change\ndata: {"module":"units","entity":"unit","action":"updated","id":"u1","version":2}\n\n']));
    }) as unknown as typeof fetch;
    const stop = connectLiveChanges({
      getToken: async () => `t${++tokens}`,
      onChange: (c) => {
        changes.push(c);
        if (c.id === 'u1') done();
      },
      fetch: fakeFetch,
      maxBackoffMs: 1,
    });
    await finished;
    stop();
    expect(seen.slice(0, 3)).toEqual([
      { auth: 'Bearer t1', url: '/api/v1/push/changes' },
      { auth: 'Bearer t2', url: '/api/v1/push/changes' },
      { auth: 'Bearer t3', url: '/api/v1/push/changes' },
    ]);
    expect(changes.map((c) => c.id).slice(0, 2)).toEqual(['p1', 'u1']);
  });
});
