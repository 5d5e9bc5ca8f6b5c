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
exports.EmailChangeController = exports.EMAIL_CHANGE_CONFIRM_SUBJECT = void 0;
const common_1 = require("@nestjs/common");
const microservices_1 = require("@nestjs/microservices");
const platform_1 = require("@portico/platform");
const email_change_1 = require("./email-change");
exports.EMAIL_CHANGE_CONFIRM_SUBJECT = 'people.emailChange.confirm';
/** The public end of an email change: the link's token, never a bearer token. */
let EmailChangeController = class EmailChangeController {
    changes;
    constructor(changes) {
        this.changes = changes;
    }
    confirm(req) {
        return this.changes.confirm(req.body);
    }
};
exports.EmailChangeController = EmailChangeController;
__decorate([
    (0, microservices_1.MessagePattern)(exports.EMAIL_CHANGE_CONFIRM_SUBJECT),
    (0, platform_1.RequirePermission)(platform_1.PUBLIC_ROUTE),
    __param(0, (0, microservices_1.Payload)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], EmailChangeController.prototype, "confirm", null);
exports.EmailChangeController = EmailChangeController = __decorate([
    (0, common_1.Controller)(),
    __param(0, (0, common_1.Inject)(email_change_1.EmailChanges)),
    __metadata("design:paramtypes", [email_change_1.EmailChanges])
], EmailChangeController);
//# sourceMappingURL=email-change.controller.js.map