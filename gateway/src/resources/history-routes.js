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
exports.createHistoryRoutes = createHistoryRoutes;
const common_1 = require("@nestjs/common");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const service_client_1 = require("./service-client");
/**
 * GET /api/v1/<module>/{id}/history (ADR 0021): a record's changes, with the entity's read
 * slug; the service answers 404 for a record outside the caller's scope.
 */
function createHistoryRoutes(def) {
    let HistoryRoutes = class HistoryRoutes {
        services;
        constructor(services) {
            this.services = services;
        }
        history(req, id) {
            return this.services.forward(req, (0, contracts_1.historySubject)(def.domain, def.name), { params: { id } });
        }
    };
    __decorate([
        (0, common_1.Get)(':id/history'),
        (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(def, 'read')),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Param)('id')),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, String]),
        __metadata("design:returntype", void 0)
    ], HistoryRoutes.prototype, "history", null);
    HistoryRoutes = __decorate([
        (0, common_1.Controller)(`api/v1/${def.module}`),
        __metadata("design:paramtypes", [service_client_1.ServiceClient])
    ], HistoryRoutes);
    Object.defineProperty(HistoryRoutes, 'name', { value: `${def.name[0].toUpperCase()}${def.name.slice(1)}HistoryRoutes` });
    return HistoryRoutes;
}
//# sourceMappingURL=history-routes.js.map