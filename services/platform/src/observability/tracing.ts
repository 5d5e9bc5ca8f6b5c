import { context, propagation, trace, type Context, type Span, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { AlwaysOffSampler, BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { MsgHdrs } from 'nats';

let provider: NodeTracerProvider | undefined;

/**
 * Starts OpenTelemetry once per process. Spans go to OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set, to the given exporter in tests, and nowhere otherwise. With nothing to export them to,
 * spans are not recorded (a few per cent of every request's CPU, ADR 0079) but still carry
 * their trace and span ids: context propagates and log lines name their trace as before.
 */
export function initTracing(serviceName: string, exporter?: SpanExporter): void {
  if (provider) return;
  const spanProcessors = [];
  if (exporter) spanProcessors.push(new SimpleSpanProcessor(exporter));
  else if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) spanProcessors.push(new BatchSpanProcessor(new OTLPTraceExporter()));
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME ?? serviceName }),
    spanProcessors,
    ...(spanProcessors.length === 0 ? { sampler: new AlwaysOffSampler() } : {}),
  });
  provider.register();
}

export async function shutdownTracing(): Promise<void> {
  await provider?.shutdown();
  provider = undefined;
}

export const tracer = () => trace.getTracer('portico');

/** Copies the active trace context into NATS headers (W3C traceparent/tracestate). */
export function injectTraceHeaders(headers: MsgHdrs, ctx: Context = context.active()): void {
  propagation.inject(ctx, headers, { set: (carrier, key, value) => carrier.set(key, value) });
}

export function extractTraceContext(headers: MsgHdrs | undefined): Context {
  if (!headers) return context.active();
  return propagation.extract(context.active(), headers, {
    get: (carrier, key) => carrier.get(key) || undefined,
    keys: (carrier) => carrier.keys(),
  });
}

export function extractFromRecord(headers: Record<string, string | string[] | undefined>): Context {
  return propagation.extract(context.active(), headers, {
    get: (carrier, key) => {
      const v = carrier[key];
      return Array.isArray(v) ? v[0] : v;
    },
    keys: (carrier) => Object.keys(carrier),
  });
}

/** Runs `fn` inside a span; errors mark the span and rethrow. */
export async function withSpan<T>(
  name: string,
  options: { kind: SpanKind; parent?: Context; attributes?: Record<string, string | number | boolean> },
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  return tracer().startActiveSpan(name, { kind: options.kind, attributes: options.attributes ?? {} }, parent, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
}

export { SpanKind };
