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
exports.AnalyticsRoutes = void 0;
const common_1 = require("@nestjs/common");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const service_client_1 = require("../resources/service-client");
/** Analytics pages' data: aggregates computed by the owning service, in the caller's scope. */
let AnalyticsRoutes = class AnalyticsRoutes {
    services;
    constructor(services) {
        this.services = services;
    }
    maintenance(req, query) {
        return this.services.forward(req, contracts_1.MAINTENANCE_ANALYTICS_SUBJECT, { query });
    }
};
exports.AnalyticsRoutes = AnalyticsRoutes;
__decorate([
    (0, common_1.Get)('maintenance'),
    (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(contracts_1.order, 'list')),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], AnalyticsRoutes.prototype, "maintenance", null);
exports.AnalyticsRoutes = AnalyticsRoutes = __decorate([
    (0, common_1.Controller)('api/v1/analytics'),
    __metadata("design:paramtypes", [service_client_1.ServiceClient])
], AnalyticsRoutes);
//# sourceMappingURL=analytics-routes.js.map