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
exports.MeController = void 0;
const common_1 = require("@nestjs/common");
const platform_1 = require("@portico/platform");
const service_client_1 = require("../resources/service-client");
/** The console's view of the signed-in user: identity, scope and granted permission slugs. */
let MeController = class MeController {
    services;
    constructor(services) {
        this.services = services;
    }
    /** The signed-in user's own profile, whatever their role. */
    profile(req) {
        return this.services.forward(req, 'people.profile.read', {});
    }
    updateProfile(req, body) {
        return this.services.forward(req, 'people.profile.update', { body });
    }
    me(req) {
        const p = req.principal;
        return {
            userId: p.userId,
            email: p.email ?? null,
            name: p.name ?? null,
            roles: p.roles,
            orgId: p.orgId,
            propertyIds: p.propertyIds,
            unitIds: p.unitIds,
            vendorId: p.vendorId,
            permissions: [...p.permissions].sort(),
            viewedBy: p.viewedBy ?? null,
        };
    }
};
exports.MeController = MeController;
__decorate([
    (0, common_1.Get)('profile'),
    (0, platform_1.RequirePermission)(platform_1.AUTHENTICATED_ONLY),
    __param(0, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], MeController.prototype, "profile", null);
__decorate([
    (0, common_1.Patch)('profile'),
    (0, platform_1.RequirePermission)(platform_1.AUTHENTICATED_ONLY),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], MeController.prototype, "updateProfile", null);
__decorate([
    (0, common_1.Get)(),
    (0, platform_1.RequirePermission)(platform_1.AUTHENTICATED_ONLY),
    __param(0, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], MeController.prototype, "me", null);
exports.MeController = MeController = __decorate([
    (0, common_1.Controller)('api/v1/me'),
    __metadata("design:paramtypes", [service_client_1.ServiceClient])
], MeController);
//# sourceMappingURL=me.controller.js.map