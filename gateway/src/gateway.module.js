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
var GatewayModule_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.GatewayModule = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const http_auth_guard_1 = require("./auth/http-auth.guard");
const me_controller_1 = require("./auth/me.controller");
const http_error_filter_1 = require("./errors/http-error.filter");
const health_controller_1 = require("./health/health.controller");
const resource_routes_1 = require("./resources/resource-routes");
const action_routes_1 = require("./resources/action-routes");
const history_routes_1 = require("./resources/history-routes");
const service_client_1 = require("./resources/service-client");
const onboarding_routes_1 = require("./resources/onboarding-routes");
const analytics_routes_1 = require("./analytics/analytics-routes");
const chat_routes_1 = require("./chat/chat-routes");
const problem_report_routes_1 = require("./resources/problem-report-routes");
const openapi_controller_1 = require("./openapi/openapi.controller");
const event_fanout_1 = require("./push/event-fanout");
const push_controller_1 = require("./push/push.controller");
const tracing_middleware_1 = require("./observability/tracing.middleware");
const public_rate_limit_middleware_1 = require("./observability/public-rate-limit.middleware");
const tokens_1 = require("./tokens");
const attachment_routes_1 = require("./files/attachment-routes");
const attachment_storage_1 = require("./files/attachment-storage");
let GatewayModule = GatewayModule_1 = class GatewayModule {
    nc;
    fanout;
    constructor(nc, fanout) {
        this.nc = nc;
        this.fanout = fanout;
    }
    static forConfig(config) {
        return {
            module: GatewayModule_1,
            controllers: [
                health_controller_1.HealthController,
                openapi_controller_1.OpenApiController,
                me_controller_1.MeController,
                push_controller_1.PushController,
                onboarding_routes_1.OnboardingRoutes,
                analytics_routes_1.AnalyticsRoutes,
                chat_routes_1.ChatRoutes,
                ...problem_report_routes_1.problemReportRoutes,
                ...contracts_1.ENTITIES.map((def) => (0, resource_routes_1.createResourceRoutes)(def)),
                ...contracts_1.ENTITIES.flatMap((def) => (0, action_routes_1.createActionRoutes)(def) ?? []),
                ...contracts_1.ENTITIES.map((def) => (0, history_routes_1.createHistoryRoutes)(def)),
                ...(0, contracts_1.entitiesWithAttachments)(contracts_1.ENTITIES).map((def) => (0, attachment_routes_1.createAttachmentRoutes)(def)),
            ],
            providers: [
                { provide: tokens_1.GATEWAY_CONFIG, useValue: config },
                { provide: tokens_1.GATEWAY_NATS, useFactory: () => (0, platform_1.connectNats)(config.natsUrl, 'gateway', config.natsAuth) },
                {
                    provide: platform_1.TokenVerifier,
                    inject: [tokens_1.GATEWAY_NATS],
                    useFactory: (nc) => new platform_1.TokenVerifier({
                        issuer: config.oidcIssuer,
                        ...(config.oidcJwksUri ? { jwksUri: config.oidcJwksUri } : {}),
                        ...(config.oidcAudience ? { audience: config.oidcAudience } : {}),
                    }, (() => {
                        const access = new platform_1.CachedAccessResolver((0, platform_1.remoteAccessFetch)(nc), 5000, (0, platform_1.remoteViewAsFetch)(nc));
                        access.watch(nc);
                        return access;
                    })()),
                },
                {
                    provide: event_fanout_1.EventFanout,
                    inject: [tokens_1.GATEWAY_NATS],
                    useFactory: (nc) => {
                        const fanout = new event_fanout_1.EventFanout(nc, (0, platform_1.createLogger)('gateway-push'));
                        fanout.start();
                        return fanout;
                    },
                },
                service_client_1.ServiceClient,
                (0, attachment_storage_1.storageProvider)(config),
                { provide: core_1.APP_GUARD, useClass: http_auth_guard_1.HttpAuthGuard },
                { provide: core_1.APP_FILTER, useClass: http_error_filter_1.HttpErrorFilter },
            ],
        };
    }
    configure(consumer) {
        consumer.apply(tracing_middleware_1.TracingMiddleware).forRoutes('*');
        consumer.apply(public_rate_limit_middleware_1.PublicRateLimitMiddleware).forRoutes('api/v1/public/*path');
    }
    async onApplicationShutdown() {
        await this.fanout.stop();
        await this.nc.drain().catch(() => undefined);
    }
};
exports.GatewayModule = GatewayModule;
exports.GatewayModule = GatewayModule = GatewayModule_1 = __decorate([
    (0, common_1.Module)({}),
    __param(0, (0, common_1.Inject)(tokens_1.GATEWAY_NATS)),
    __param(1, (0, common_1.Inject)(event_fanout_1.EventFanout)),
    __metadata("design:paramtypes", [Object, event_fanout_1.EventFanout])
], GatewayModule);
//# sourceMappingURL=gateway.module.js.map