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
exports.ProfileController = void 0;
const common_1 = require("@nestjs/common");
const microservices_1 = require("@nestjs/microservices");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const secrets_1 = require("../onboarding/secrets");
/** The signed-in user's own profile (`/user-profile/edit`), for every role. */
let ProfileController = class ProfileController {
    registry;
    constructor(registry) {
        this.registry = registry;
    }
    get users() {
        return this.registry.get('user');
    }
    read(req) {
        const me = (0, platform_1.principalOf)(req);
        return this.users.read((0, secrets_1.actingFor)(me.userId), me.userId);
    }
    update(req) {
        const me = (0, platform_1.principalOf)(req);
        return this.users.update((0, secrets_1.actingFor)(me.userId), me.userId, (0, contracts_1.parseInput)(contracts_1.profileUpdateBodySchema, req.body));
    }
};
exports.ProfileController = ProfileController;
__decorate([
    (0, microservices_1.MessagePattern)('people.profile.read'),
    (0, platform_1.RequirePermission)(platform_1.AUTHENTICATED_ONLY),
    __param(0, (0, microservices_1.Payload)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], ProfileController.prototype, "read", null);
__decorate([
    (0, microservices_1.MessagePattern)('people.profile.update'),
    (0, platform_1.RequirePermission)(platform_1.AUTHENTICATED_ONLY),
    __param(0, (0, microservices_1.Payload)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], ProfileController.prototype, "update", null);
exports.ProfileController = ProfileController = __decorate([
    (0, common_1.Controller)(),
    __param(0, (0, common_1.Inject)(platform_1.RESOURCES)),
    __metadata("design:paramtypes", [Map])
], ProfileController);
//# sourceMappingURL=profile.controller.js.map