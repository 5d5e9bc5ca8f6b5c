"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ServiceClient = void 0;
const common_1 = require("@nestjs/common");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const correlation_1 = require("../observability/correlation");
const tokens_1 = require("../tokens");
/** Forwards a request to a domain service with the caller's token, correlation id and trace. */
let ServiceClient = class ServiceClient {
    config;
    rpc;
    constructor(nc, config) {
        this.config = config;
        this.rpc = new platform_1.NatsRpcClient(nc);
    }
    forward(request, subject, payload) {
        const options = {
            correlationId: (0, correlation_1.correlationIdOf)(request),
            timeoutMs: this.config.requestTimeoutMs,
        };
        if (request.headers.authorization)
            options.authorization = request.headers.authorization;
        const viewAs = request.headers[contracts_1.HEADERS.viewAs];
        return this.rpc.request(subject, payload, { ...options, ...(typeof viewAs === 'string' ? { viewAs } : {}) });
    }
};
exports.ServiceClient = ServiceClient;
exports.ServiceClient = ServiceClient = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(tokens_1.GATEWAY_NATS)),
    __param(1, (0, common_1.Inject)(tokens_1.GATEWAY_CONFIG)),
    __metadata("design:paramtypes", [Object, Object])
], ServiceClient);
//# sourceMappingURL=service-client.js.map