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
exports.AccessController = void 0;
const common_1 = require("@nestjs/common");
const microservices_1 = require("@nestjs/microservices");
const contracts_1 = require("@portico/contracts");
const common_2 = require("@nestjs/common");
const platform_1 = require("@portico/platform");
const microservices_2 = require("@nestjs/microservices");
const contracts_2 = require("@portico/contracts");
/** Answers the gateway and other services: the caller's current principal (ADR 0008). */
let AccessController = class AccessController {
    access;
    resolve(req) {
        return (0, platform_1.principalToWire)((0, platform_1.principalOf)(req));
    }
    constructor(access) {
        this.access = access;
    }
    /** Another service asks for the principal an administrator views as; checked and audited here. */
    async viewAs(req, ctx) {
        const admin = (0, platform_1.principalOf)(req);
        const bearer = (ctx.getHeaders()?.get(contracts_2.HEADERS.authorization) ?? '').replace(/^Bearer\s+/, '');
        const { userId } = (0, contracts_1.parseInput)(contracts_1.viewAsParamsSchema, req.params);
        const target = await this.access.resolveViewAs({ sub: admin.userId }, bearer, userId);
        return (0, platform_1.principalToWire)(target);
    }
};
exports.AccessController = AccessController;
__decorate([
    (0, microservices_1.MessagePattern)(platform_1.ACCESS_RESOLVE_SUBJECT),
    (0, platform_1.RequirePermission)(platform_1.AUTHENTICATED_ONLY),
    __param(0, (0, microservices_1.Payload)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], AccessController.prototype, "resolve", null);
__decorate([
    (0, microservices_1.MessagePattern)(platform_1.ACCESS_VIEW_AS_SUBJECT),
    (0, platform_1.RequirePermission)(platform_1.AUTHENTICATED_ONLY),
    __param(0, (0, microservices_1.Payload)()),
    __param(1, (0, microservices_2.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Function]),
    __metadata("design:returntype", Promise)
], AccessController.prototype, "viewAs", null);
exports.AccessController = AccessController = __decorate([
    (0, common_1.Controller)(),
    __param(0, (0, common_2.Inject)(platform_1.ACCESS)),
    __metadata("design:paramtypes", [platform_1.CachedAccessResolver])
], AccessController);
//# sourceMappingURL=access.controller.js.map