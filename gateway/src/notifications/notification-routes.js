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
exports.NotificationRoutes = void 0;
const common_1 = require("@nestjs/common");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const service_client_1 = require("../resources/service-client");
/** Notification routes beside the generated ones (ADR 0030); the community service decides. */
let NotificationRoutes = class NotificationRoutes {
    services;
    constructor(services) {
        this.services = services;
    }
    recipientsCount(req, body) {
        return this.services.forward(req, contracts_1.NOTIFICATION_SUBJECTS.recipientsCount, { body });
    }
    aiDraft(req, body) {
        return this.services.forward(req, contracts_1.NOTIFICATION_SUBJECTS.aiDraft, { body });
    }
    unreadCount(req) {
        return this.services.forward(req, contracts_1.NOTIFICATION_SUBJECTS.unreadCount, {});
    }
};
exports.NotificationRoutes = NotificationRoutes;
__decorate([
    (0, common_1.Post)('recipients-count'),
    (0, common_1.HttpCode)(200),
    (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(contracts_1.notification, 'create')),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], NotificationRoutes.prototype, "recipientsCount", null);
__decorate([
    (0, common_1.Post)('ai-draft'),
    (0, common_1.HttpCode)(200),
    (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(contracts_1.notification, 'create')),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], NotificationRoutes.prototype, "aiDraft", null);
__decorate([
    (0, common_1.Get)('received/unread-count'),
    (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(contracts_1.notificationDelivery, 'list')),
    __param(0, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], NotificationRoutes.prototype, "unreadCount", null);
exports.NotificationRoutes = NotificationRoutes = __decorate([
    (0, common_1.Controller)('api/v1/notifications'),
    __metadata("design:paramtypes", [service_client_1.ServiceClient])
], NotificationRoutes);
//# sourceMappingURL=notification-routes.js.map