"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.HttpErrorFilter = void 0;
exports.httpEnvelope = httpEnvelope;
const common_1 = require("@nestjs/common");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const correlation_1 = require("../observability/correlation");
const log = (0, platform_1.createLogger)('gateway');
/** Everything leaves the gateway as the shared envelope; bad input is never a bare 500. */
function httpEnvelope(exception) {
    if (exception instanceof contracts_1.PorticoError)
        return exception.toEnvelope();
    if (exception instanceof common_1.HttpException) {
        const status = exception.getStatus();
        const byStatus = {
            400: 'BAD_REQUEST',
            401: 'UNAUTHENTICATED',
            403: 'FORBIDDEN',
            404: 'NOT_FOUND',
            413: 'PAYLOAD_TOO_LARGE',
        };
        const code = byStatus[status] ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
        const message = status === 404 ? 'Data Not Found' : exception.message;
        return new contracts_1.PorticoError(code, message).toEnvelope();
    }
    const fromBody = bodyParserEnvelope(exception);
    if (fromBody)
        return fromBody;
    return new contracts_1.PorticoError('INTERNAL', 'Something went wrong').toEnvelope();
}
/**
 * body-parser and the router fail with plain errors carrying a 4xx status (malformed JSON,
 * oversized body, unknown charset or content encoding, a malformed path escape).
 */
function bodyParserEnvelope(exception) {
    const { status, type } = (exception ?? {});
    if (typeof status !== 'number' || status < 400 || status >= 500)
        return undefined;
    if (status === 413)
        return new contracts_1.PorticoError('PAYLOAD_TOO_LARGE', 'Request body too large').toEnvelope();
    if (status === 415) {
        const message = type === 'encoding.unsupported'
            ? 'Unsupported Content-Encoding: send the body uncompressed, gzip, deflate or br'
            : 'Unsupported charset: send the body as UTF-8 JSON';
        return new contracts_1.PorticoError('UNSUPPORTED_MEDIA_TYPE', message).toEnvelope();
    }
    if (type === 'entity.too.deep')
        return new contracts_1.PorticoError('BAD_REQUEST', exception.message).toEnvelope();
    if (typeof type === 'string' && type.startsWith('entity.'))
        return new contracts_1.PorticoError('BAD_REQUEST', 'Malformed request body').toEnvelope();
    return new contracts_1.PorticoError('BAD_REQUEST', 'Malformed request').toEnvelope();
}
let HttpErrorFilter = class HttpErrorFilter {
    catch(exception, host) {
        const http = host.switchToHttp();
        const request = http.getRequest();
        const response = http.getResponse();
        const envelope = { ...httpEnvelope(exception), correlationId: (0, correlation_1.correlationIdOf)(request) };
        if (envelope.status >= 500 && envelope.code === 'INTERNAL')
            log.error({ err: exception, path: request.path }, 'request failed');
        if (envelope.status === 401)
            response.setHeader('WWW-Authenticate', 'Bearer realm="portico"');
        response.status(envelope.status).json(envelope);
    }
};
exports.HttpErrorFilter = HttpErrorFilter;
exports.HttpErrorFilter = HttpErrorFilter = __decorate([
    (0, common_1.Catch)()
], HttpErrorFilter);
//# sourceMappingURL=http-error.filter.js.map