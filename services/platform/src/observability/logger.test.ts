import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { captureLogLines } from '../testing/log-lines';
import { createLogger } from './logger';
import { initTracing, SpanKind, withSpan } from './tracing';

initTracing('logger-test', new InMemorySpanExporter());

test('a line written inside a span carries its trace and span id; one outside carries none', async () => {
  const previous = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  try {
    const { lines, destination } = captureLogLines();
    const log = createLogger('logger-test', destination);
    const ids = await withSpan('request', { kind: SpanKind.SERVER }, async (span) => {
      await new Promise((resolve) => setImmediate(resolve));
      log.info('inside');
      return span.spanContext();
    });
    log.info('outside');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => [l.msg, l.trace_id, l.span_id])).toEqual([
      ['inside', ids.traceId, ids.spanId],
      ['outside', undefined, undefined],
    ]);
  } finally {
    process.env.LOG_LEVEL = previous;
  }
});
