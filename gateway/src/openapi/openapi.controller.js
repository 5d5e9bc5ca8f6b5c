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
exports.OpenApiController = void 0;
const common_1 = require("@nestjs/common");
const platform_1 = require("@portico/platform");
const public_1 = require("../auth/public");
const openapi_1 = require("./openapi");
/** The REST contract this gateway serves (public: it describes, it reveals no data). */
let OpenApiController = class OpenApiController {
    document = (0, openapi_1.buildOpenApi)();
    openapi() {
        return this.document;
    }
};
exports.OpenApiController = OpenApiController;
__decorate([
    (0, common_1.Get)(),
    (0, platform_1.RequirePermission)(public_1.PUBLIC_ROUTE),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], OpenApiController.prototype, "openapi", null);
exports.OpenApiController = OpenApiController = __decorate([
    (0, common_1.Controller)('api/v1/openapi.json')
], OpenApiController);
//# sourceMappingURL=openapi.controller.js.map