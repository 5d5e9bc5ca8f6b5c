import pino from 'pino';
import { isSpanContextValid, trace } from '@opentelemetry/api';

export type Logger = pino.Logger;

export function createLogger(name: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name,
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    mixin: traceFields,
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * A line written while a span is active names its trace and span, so the lines of one request
 * in the gateway and in every service it reached are found by the trace id the caller got back
 * (`traceparent`) and match the spans exported over OTLP.
 */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const context = trace.getActiveSpan()?.spanContext();
  if (!context || !isSpanContextValid(context)) return {};
  return { trace_id: context.traceId, span_id: context.spanId };
}
