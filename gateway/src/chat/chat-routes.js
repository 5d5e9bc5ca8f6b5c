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
exports.ChatRoutes = void 0;
const common_1 = require("@nestjs/common");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const service_client_1 = require("../resources/service-client");
/** Chat's own requests (ADR 0031): the caller's unread counts and read marker; the service scopes both. */
let ChatRoutes = class ChatRoutes {
    services;
    constructor(services) {
        this.services = services;
    }
    unread(req) {
        return this.services.forward(req, contracts_1.CHAT_SUBJECTS.unread, {});
    }
    markRead(req, id) {
        return this.services.forward(req, contracts_1.CHAT_SUBJECTS.markRead, { params: { id } });
    }
};
exports.ChatRoutes = ChatRoutes;
__decorate([
    (0, common_1.Get)('unread'),
    (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(contracts_1.conversation, 'list')),
    __param(0, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], ChatRoutes.prototype, "unread", null);
__decorate([
    (0, common_1.Post)('conversations/:id/read'),
    (0, common_1.HttpCode)(200),
    (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(contracts_1.conversation, 'read')),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], ChatRoutes.prototype, "markRead", null);
exports.ChatRoutes = ChatRoutes = __decorate([
    (0, common_1.Controller)('api/v1/chat'),
    __metadata("design:paramtypes", [service_client_1.ServiceClient])
], ChatRoutes);
//# sourceMappingURL=chat-routes.js.map