"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.PublicRateLimitMiddleware = exports.PUBLIC_BUDGET = void 0;
const common_1 = require("@nestjs/common");
const contracts_1 = require("@portico/contracts");
const correlation_1 = require("./correlation");
/**
 * The public routes (sign-up, invitation lookup and acceptance) need no token, so each
 * client address gets a budget: sign-up mails people, and nobody may use it to spam them.
 */
exports.PUBLIC_BUDGET = { requests: 20, windowMs: 60_000 };
let PublicRateLimitMiddleware = class PublicRateLimitMiddleware {
    windows = new Map();
    use(request, response, next) {
        const now = Date.now();
        const key = request.ip ?? 'unknown';
        let window = this.windows.get(key);
        if (!window || now - window.start >= exports.PUBLIC_BUDGET.windowMs) {
            window = { start: now, count: 0 };
            this.windows.set(key, window);
            if (this.windows.size > 50_000)
                this.windows.delete(this.windows.keys().next().value);
        }
        window.count += 1;
        if (window.count > exports.PUBLIC_BUDGET.requests) {
            const retryAfter = Math.ceil((window.start + exports.PUBLIC_BUDGET.windowMs - now) / 1000);
            response.setHeader('retry-after', String(retryAfter));
            response.status(429).json({
                ...new contracts_1.PorticoError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.').toEnvelope(),
                correlationId: (0, correlation_1.correlationIdOf)(request),
            });
            return;
        }
        next();
    }
};
exports.PublicRateLimitMiddleware = PublicRateLimitMiddleware;
exports.PublicRateLimitMiddleware = PublicRateLimitMiddleware = __decorate([
    (0, common_1.Injectable)()
], PublicRateLimitMiddleware);
//# sourceMappingURL=public-rate-limit.middleware.js.map