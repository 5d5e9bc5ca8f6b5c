import type { IncomingMessage, ServerResponse } from 'node:http';
import { metrics, type Attributes, type Meter } from '@opentelemetry/api';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

/**
 * OpenTelemetry metrics of one process, read by Prometheus from the operations port
 * (`GET /metrics`, text format; ADR 0071). The exporter is a pull reader: it starts no server
 * of its own, the operations server hands it the request. One provider per process, made on
 * first use, so an instrument made before `initMetrics` still records (the API's global meter
 * would have been a no-op for ever).
 */
let state: { provider: MeterProvider; exporter: PrometheusExporter } | undefined;

export function initMetrics(serviceName: string): void {
  ensure(serviceName);
}

function ensure(serviceName = 'portico'): { provider: MeterProvider; exporter: PrometheusExporter } {
  if (!state) {
    const exporter = new PrometheusExporter({ preventServerStart: true });
    const provider = new MeterProvider({
      resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME ?? serviceName }),
      readers: [exporter],
    });
    metrics.setGlobalMeterProvider(provider);
    state = { provider, exporter };
  }
  return state;
}

export function meter(): Meter {
  return ensure().provider.getMeter('portico');
}

/** Answers a scrape: every instrument of this process in the Prometheus text format. */
export function serveMetrics(request: IncomingMessage, response: ServerResponse): void {
  ensure().exporter.getMetricsRequestHandler(request, response);
}

/** Latency buckets in seconds, from a cached read to a request that times out. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let instruments: ReturnType<typeof createInstruments> | undefined;

function createInstruments() {
  const m = meter();
  const seconds = (name: string, description: string) =>
    m.createHistogram(name, { unit: 's', description, advice: { explicitBucketBoundaries: LATENCY_BUCKETS } });
  return {
    httpRequests: m.createCounter('portico.http.server.requests', { description: 'HTTP requests answered, by route template' }),
    httpErrors: m.createCounter('portico.http.server.errors', { description: 'HTTP requests answered with 4xx or 5xx' }),
    httpDuration: seconds('portico.http.server.duration.seconds', 'Time to answer an HTTP request'),
    natsClient: seconds('portico.nats.client.duration.seconds', 'NATS request-reply latency seen by the caller, by subject'),
    natsServer: seconds('portico.nats.server.duration.seconds', 'Time a service took to answer a NATS request, by subject'),
  };
}

function instrument() {
  instruments ??= createInstruments();
  return instruments;
}

/** `status_class` is 2xx…5xx: a bounded label that still separates client from server errors. */
export function recordHttpRequest(request: { method: string; route: string; status: number; seconds: number }): void {
  const attributes: Attributes = {
    method: request.method,
    route: request.route,
    status_class: `${Math.floor(request.status / 100)}xx`,
  };
  const { httpRequests, httpErrors, httpDuration } = instrument();
  httpRequests.add(1, attributes);
  if (request.status >= 400) httpErrors.add(1, attributes);
  httpDuration.record(request.seconds, attributes);
}

/**
 * Times one NATS request made by this process (gateway → service, service → people). `outcome`
 * is `ok` or the error's code (`TIMEOUT`, `SERVICE_UNAVAILABLE`, `NOT_FOUND`…), a closed set.
 */
export async function timeNatsRequest<T>(subject: string, request: () => Promise<T>): Promise<T> {
  const started = process.hrtime.bigint();
  let outcome = 'ok';
  try {
    return await request();
  } catch (err) {
    outcome = outcomeOf(err);
    throw err;
  } finally {
    instrument().natsClient.record(elapsedSeconds(started), { subject, outcome });
  }
}

/** Records a request a service answered, once its reply (or error envelope) is sent. */
export function recordNatsServed(subject: string, started: bigint, outcome: string): void {
  instrument().natsServer.record(elapsedSeconds(started), { subject, outcome });
}

export function outcomeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'error';
}

export function elapsedSeconds(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}
