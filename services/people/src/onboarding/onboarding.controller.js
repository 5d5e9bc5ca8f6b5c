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
exports.OnboardingController = exports.ONBOARDING_SUBJECTS = void 0;
const common_1 = require("@nestjs/common");
const microservices_1 = require("@nestjs/microservices");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const invite_acceptance_1 = require("./invite-acceptance");
const join_requests_1 = require("./join-requests");
exports.ONBOARDING_SUBJECTS = {
    inviteLookup: 'people.invite.lookup',
    inviteAccept: 'people.invite.accept',
    joinSubmit: 'people.joinRequest.submit',
    joinDecide: 'people.joinRequest.decide',
};
/** Invitations and join requests beyond the generic list/view screens. Every input is parsed first. */
let OnboardingController = class OnboardingController {
    invites;
    joins;
    constructor(invites, joins) {
        this.invites = invites;
        this.joins = joins;
    }
    lookup(req) {
        return this.invites.lookup((0, contracts_1.parseInput)(contracts_1.inviteLookupQuerySchema, req.query).token);
    }
    accept(req) {
        return this.invites.accept((0, contracts_1.parseInput)(contracts_1.inviteAcceptBodySchema, req.body));
    }
    submit(req) {
        return this.joins.submit((0, contracts_1.parseInput)(contracts_1.joinRequestSubmitBodySchema, req.body));
    }
    decide(req) {
        return this.joins.decide((0, platform_1.principalOf)(req), req.params?.id, (0, contracts_1.parseInput)(contracts_1.joinRequestDecisionBodySchema, req.body));
    }
};
exports.OnboardingController = OnboardingController;
__decorate([
    (0, microservices_1.MessagePattern)(exports.ONBOARDING_SUBJECTS.inviteLookup),
    (0, platform_1.RequirePermission)(platform_1.PUBLIC_ROUTE),
    __param(0, (0, microservices_1.Payload)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], OnboardingController.prototype, "lookup", null);
__decorate([
    (0, microservices_1.MessagePattern)(exports.ONBOARDING_SUBJECTS.inviteAccept),
    (0, platform_1.RequirePermission)(platform_1.PUBLIC_ROUTE),
    __param(0, (0, microservices_1.Payload)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], OnboardingController.prototype, "accept", null);
__decorate([
    (0, microservices_1.MessagePattern)(exports.ONBOARDING_SUBJECTS.joinSubmit),
    (0, platform_1.RequirePermission)(platform_1.PUBLIC_ROUTE),
    __param(0, (0, microservices_1.Payload)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], OnboardingController.prototype, "submit", null);
__decorate([
    (0, microservices_1.MessagePattern)(exports.ONBOARDING_SUBJECTS.joinDecide),
    (0, platform_1.RequirePermission)((0, contracts_1.permissionSlug)('join-requests', 'update')),
    __param(0, (0, microservices_1.Payload)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], OnboardingController.prototype, "decide", null);
exports.OnboardingController = OnboardingController = __decorate([
    (0, common_1.Controller)(),
    __param(0, (0, common_1.Inject)(invite_acceptance_1.InviteAcceptance)),
    __param(1, (0, common_1.Inject)(join_requests_1.JoinRequests)),
    __metadata("design:paramtypes", [invite_acceptance_1.InviteAcceptance,
        join_requests_1.JoinRequests])
], OnboardingController);
//# sourceMappingURL=onboarding.controller.js.map