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
Object.defineProperty(exports, "__esModule", { value: true });
exports.HttpAuthGuard = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const public_1 = require("./public");
/**
 * Global HTTP guard: verifies the bearer token and checks the route's permission slug.
 * A route without a slug is closed (403), so forgetting one fails safe.
 */
let HttpAuthGuard = class HttpAuthGuard {
    reflector;
    verifier;
    constructor(reflector, verifier) {
        this.reflector = reflector;
        this.verifier = verifier;
    }
    async canActivate(context) {
        const slug = this.reflector.get(platform_1.PERMISSION_KEY, context.getHandler());
        if (slug === public_1.PUBLIC_ROUTE)
            return true;
        if (!slug)
            throw new contracts_1.PorticoError('FORBIDDEN', 'This route declares no permission and is closed');
        const request = context.switchToHttp().getRequest();
        const viewAs = request.headers[contracts_1.HEADERS.viewAs];
        if (typeof viewAs === 'string' && !['GET', 'HEAD'].includes(request.method))
            throw new contracts_1.PorticoError('FORBIDDEN', 'Viewing as another user is read-only');
        const principal = await this.verifier.verifyAuthorization(request.headers.authorization, typeof viewAs === 'string' ? viewAs : undefined);
        if (slug !== platform_1.AUTHENTICATED_ONLY && !principal.permissions.has(slug)) {
            throw new contracts_1.PorticoError('FORBIDDEN', `You do not have the ${slug} permission`);
        }
        request.principal = principal;
        return true;
    }
};
exports.HttpAuthGuard = HttpAuthGuard;
exports.HttpAuthGuard = HttpAuthGuard = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [core_1.Reflector,
        platform_1.TokenVerifier])
], HttpAuthGuard);
//# sourceMappingURL=http-auth.guard.js.map