"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.TracingMiddleware = void 0;
const common_1 = require("@nestjs/common");
const api_1 = require("@opentelemetry/api");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const correlation_1 = require("./correlation");
/** One server span per HTTP request, continuing the caller's W3C trace when it sends one. */
let TracingMiddleware = class TracingMiddleware {
    use(request, response, next) {
        const parent = (0, platform_1.extractFromRecord)(request.headers);
        const span = (0, platform_1.tracer)().startSpan(`HTTP ${request.method}`, { kind: api_1.SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'url.path': request.path } }, parent);
        const correlationId = (0, correlation_1.correlationIdOf)(request);
        response.setHeader(contracts_1.HEADERS.correlationId, correlationId);
        response.setHeader('traceparent', `00-${span.spanContext().traceId}-${span.spanContext().spanId}-01`);
        response.on('finish', () => {
            span.setAttribute('http.response.status_code', response.statusCode);
            if (response.statusCode >= 500)
                span.setStatus({ code: api_1.SpanStatusCode.ERROR });
            span.end();
        });
        api_1.context.with(api_1.trace.setSpan(parent, span), next);
    }
};
exports.TracingMiddleware = TracingMiddleware;
exports.TracingMiddleware = TracingMiddleware = __decorate([
    (0, common_1.Injectable)()
], TracingMiddleware);
//# sourceMappingURL=tracing.middleware.js.map