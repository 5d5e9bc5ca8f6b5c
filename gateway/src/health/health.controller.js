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
exports.HealthController = void 0;
const common_1 = require("@nestjs/common");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const public_1 = require("../auth/public");
const tokens_1 = require("../tokens");
/** How long readiness waits for one domain; no responders answers at once. */
const PROBE_TIMEOUT_MS = 2000;
/**
 * Liveness says the gateway process answers; readiness says it can serve: NATS connected and
 * every domain service it forwards to answering its health subject.
 */
let HealthController = class HealthController {
    nc;
    rpc;
    constructor(nc) {
        this.nc = nc;
        this.rpc = new platform_1.NatsRpcClient(nc);
    }
    health() {
        return { status: this.nc.isClosed() ? 'degraded' : 'ok', nats: !this.nc.isClosed() };
    }
    live() {
        return { status: 'ok' };
    }
    async ready() {
        const nats = !this.nc.isClosed();
        const probes = await Promise.all(contracts_1.DOMAINS.map(async (domain) => [domain, nats ? await this.probe(domain) : 'failed']));
        const services = Object.fromEntries(probes);
        if (!nats || probes.some(([, state]) => state !== 'ok')) {
            throw new contracts_1.PorticoError('SERVICE_UNAVAILABLE', 'Not ready: a service is not answering', { nats, services });
        }
        return { status: 'ready', nats, services };
    }
    async probe(domain) {
        try {
            await this.rpc.request((0, contracts_1.healthSubject)(domain), {}, { timeoutMs: PROBE_TIMEOUT_MS });
            return 'ok';
        }
        catch (err) {
            if (err instanceof contracts_1.PorticoError && err.code === 'SERVICE_UNAVAILABLE')
                return 'no-responders';
            if (err instanceof contracts_1.PorticoError && err.code === 'TIMEOUT')
                return 'timeout';
            return 'failed';
        }
    }
};
exports.HealthController = HealthController;
__decorate([
    (0, common_1.Get)(),
    (0, platform_1.RequirePermission)(public_1.PUBLIC_ROUTE),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], HealthController.prototype, "health", null);
__decorate([
    (0, common_1.Get)('live'),
    (0, platform_1.RequirePermission)(public_1.PUBLIC_ROUTE),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], HealthController.prototype, "live", null);
__decorate([
    (0, common_1.Get)('ready'),
    (0, platform_1.RequirePermission)(public_1.PUBLIC_ROUTE),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], HealthController.prototype, "ready", null);
exports.HealthController = HealthController = __decorate([
    (0, common_1.Controller)('api/health'),
    __param(0, (0, common_1.Inject)(tokens_1.GATEWAY_NATS)),
    __metadata("design:paramtypes", [Object])
], HealthController);
//# sourceMappingURL=health.controller.js.map