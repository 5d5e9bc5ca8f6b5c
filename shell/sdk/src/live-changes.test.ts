import { connectLiveChanges, type LiveChange } from './live-changes';

describe('connectLiveChanges', () => {
  it('sends the token in the header, delivers changes across chunk boundaries and reconnects with a fresh token and its resume point', async () => {
    const seen: { auth: string | null; url: string; lastEventId: string | null }[] = [];
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
      const headers = new Headers(init.headers);
      seen.push({ auth: headers.get('authorization'), url, lastEventId: headers.get('last-event-id') });
      if (seen.length === 1)
        return new Response(
          body([
            'retry: 3000\nid: \n: connected\n\n: keep-alive\n\nid: e1\nevent: change\ndata: {"module":"pets","entity":"pet",',
            '"action":"created","id":"p1","version":1}\r\n\r\n',
          ]),
        );
      if (seen.length === 2) return new Response('{}', { status: 503 });
      // The greeting echoes the resume point; an empty id would not erase it either.
      return new Response(
        body([
          'retry: 3000\nid: e1\n: connected\n\nid: e2\nevent: change\ndata: {"module":"units","entity":"unit","action":"updated","id":"u1","version":2}\n\n',
        ]),
      );
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
      { auth: 'Bearer t1', url: '/api/v1/push/changes', lastEventId: null },
      { auth: 'Bearer t2', url: '/api/v1/push/changes', lastEventId: 'e1' },
      { auth: 'Bearer t3', url: '/api/v1/push/changes', lastEventId: 'e1' },
    ]);
    expect(changes.map((c) => c.id).slice(0, 2)).toEqual(['p1', 'u1']);
  });

  it('asks for everything on screen to be refreshed when the gateway cannot replay what was missed', async () => {
    const changes: LiveChange[] = [];
    let resets = 0;
    let heard!: () => void;
    const resetHeard = new Promise<void>((r) => (heard = r));
    const fakeFetch = (async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('id: gone\n\nevent: reset\ndata: {"reason":"resume point no longer held"}\n\n'));
          },
        }),
      )) as unknown as typeof fetch;
    const stop = connectLiveChanges({
      getToken: async () => 't',
      onChange: (c) => changes.push(c),
      onReset: () => {
        resets += 1;
        heard();
      },
      fetch: fakeFetch,
    });
    await resetHeard;
    stop();
    expect({ resets, changes }).toEqual({ resets: 1, changes: [] });
  });
});
