import { headers as natsHeaders } from 'nats';
import { captureLogLines } from '../testing/log-lines';
import { createLogger } from './logger';
import { extractTraceContext, initTracing, injectTraceHeaders, shutdownTracing, SpanKind, withSpan } from './tracing';

/**
 * With nothing to export spans to (no exporter, no OTLP endpoint), spans are not recorded
 * (ADR 0079), yet a request keeps one trace id from the gateway into the services and in
 * their log lines.
 */
const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
beforeAll(() => {
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  initTracing('tracing-test');
});
afterAll(async () => {
  await shutdownTracing();
  if (endpoint !== undefined) process.env.OTEL_EXPORTER_OTLP_ENDPOINT = endpoint;
});

test('spans nothing exports are not recorded, and still carry ids that propagate and are logged', async () => {
  const previous = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  try {
    const { lines, destination } = captureLogLines();
    const log = createLogger('tracing-test', destination);
    const h = natsHeaders();
    const gateway = await withSpan('HTTP GET', { kind: SpanKind.SERVER }, async (span) => {
      expect(span.isRecording()).toBe(false);
      injectTraceHeaders(h);
      return span.spanContext();
    });
    expect(gateway.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(gateway.traceId).not.toBe('0'.repeat(32));
    expect(h.get('traceparent')).toBe(`00-${gateway.traceId}-${gateway.spanId}-00`);
    // The service continues the caller's trace: its own span, the same trace id, in its log lines.
    const service = await withSpan('handle', { kind: SpanKind.SERVER, parent: extractTraceContext(h) }, async (span) => {
      log.info('handled');
      return span.spanContext();
    });
    expect(service.traceId).toBe(gateway.traceId);
    expect(service.spanId).not.toBe(gateway.spanId);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => [l.msg, l.trace_id, l.span_id])).toEqual([['handled', gateway.traceId, service.spanId]]);
  } finally {
    process.env.LOG_LEVEL = previous;
  }
});
