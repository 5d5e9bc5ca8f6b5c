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
exports.OnboardingRoutes = void 0;
const common_1 = require("@nestjs/common");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const service_client_1 = require("./service-client");
/**
 * Invitations and sign-up: the few public routes (under /public, token in the body, never a
 * bearer token) and the approver's decision on a join request.
 */
let OnboardingRoutes = class OnboardingRoutes {
    services;
    constructor(services) {
        this.services = services;
    }
    lookupInvite(req, token) {
        return this.services.forward(req, 'people.invite.lookup', { query: { token } });
    }
    acceptInvite(req, body) {
        return this.services.forward(req, 'people.invite.accept', { body });
    }
    submitJoinRequest(req, body) {
        return this.services.forward(req, 'people.joinRequest.submit', { body });
    }
    confirmEmailChange(req, body) {
        return this.services.forward(req, 'people.emailChange.confirm', { body });
    }
    decide(req, id, body) {
        return this.services.forward(req, 'people.joinRequest.decide', { params: { id }, body });
    }
};
exports.OnboardingRoutes = OnboardingRoutes;
__decorate([
    (0, common_1.Get)('public/invites/lookup'),
    (0, platform_1.RequirePermission)(platform_1.PUBLIC_ROUTE),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Query)('token')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], OnboardingRoutes.prototype, "lookupInvite", null);
__decorate([
    (0, common_1.Post)('public/invites/accept'),
    (0, common_1.HttpCode)(200),
    (0, platform_1.RequirePermission)(platform_1.PUBLIC_ROUTE),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], OnboardingRoutes.prototype, "acceptInvite", null);
__decorate([
    (0, common_1.Post)('public/join-requests'),
    (0, platform_1.RequirePermission)(platform_1.PUBLIC_ROUTE),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], OnboardingRoutes.prototype, "submitJoinRequest", null);
__decorate([
    (0, common_1.Post)('public/email-changes/confirm'),
    (0, common_1.HttpCode)(200),
    (0, platform_1.RequirePermission)(platform_1.PUBLIC_ROUTE),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], OnboardingRoutes.prototype, "confirmEmailChange", null);
__decorate([
    (0, common_1.Post)('join-requests/:id/decision'),
    (0, common_1.HttpCode)(200),
    (0, platform_1.RequirePermission)((0, contracts_1.permissionSlug)('join-requests', 'update')),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id')),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", void 0)
], OnboardingRoutes.prototype, "decide", null);
exports.OnboardingRoutes = OnboardingRoutes = __decorate([
    (0, common_1.Controller)('api/v1'),
    __metadata("design:paramtypes", [service_client_1.ServiceClient])
], OnboardingRoutes);
//# sourceMappingURL=onboarding-routes.js.map