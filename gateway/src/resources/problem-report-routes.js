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
exports.problemReportRoutes = void 0;
const common_1 = require("@nestjs/common");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const service_client_1 = require("./service-client");
/**
 * QR problem reports (ADR 0028): the public page's lookup and submission (under /public, so the
 * public rate limit applies; the signed token in the path is the only credential).
 */
let PublicProblemReportRoutes = class PublicProblemReportRoutes {
    services;
    constructor(services) {
        this.services = services;
    }
    lookup(req, token) {
        return this.services.forward(req, contracts_1.PROBLEM_REPORT_SUBJECTS.lookup, { params: { token } });
    }
    submit(req, token, body) {
        return this.services.forward(req, contracts_1.PROBLEM_REPORT_SUBJECTS.submit, { params: { token }, body });
    }
};
__decorate([
    (0, common_1.Get)(':token'),
    (0, platform_1.RequirePermission)(platform_1.PUBLIC_ROUTE),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('token')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], PublicProblemReportRoutes.prototype, "lookup", null);
__decorate([
    (0, common_1.Post)(':token'),
    (0, platform_1.RequirePermission)(platform_1.PUBLIC_ROUTE),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('token')),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", void 0)
], PublicProblemReportRoutes.prototype, "submit", null);
PublicProblemReportRoutes = __decorate([
    (0, common_1.Controller)('api/v1/public/problem-reports'),
    __metadata("design:paramtypes", [service_client_1.ServiceClient])
], PublicProblemReportRoutes);
/** `GET /api/v1/{module}/{id}/report-link` of one target entity, under its read slug. */
function reportLinkRoutes(def) {
    // Its own base, not the entity's: the entity's controller keeps exactly its generic routes.
    let ReportLinkRoutes = class ReportLinkRoutes {
        services;
        constructor(services) {
            this.services = services;
        }
        link(req, id) {
            return this.services.forward(req, (0, contracts_1.reportLinkSubject)(def.domain, def.name), { params: { id } });
        }
    };
    __decorate([
        (0, common_1.Get)(`${def.module}/:id/report-link`),
        (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(def, 'read')),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Param)('id')),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, String]),
        __metadata("design:returntype", void 0)
    ], ReportLinkRoutes.prototype, "link", null);
    ReportLinkRoutes = __decorate([
        (0, common_1.Controller)('api/v1'),
        __metadata("design:paramtypes", [service_client_1.ServiceClient])
    ], ReportLinkRoutes);
    return ReportLinkRoutes;
}
exports.problemReportRoutes = [
    PublicProblemReportRoutes,
    ...contracts_1.REPORT_LINK_ENTITIES.map((name) => reportLinkRoutes((0, contracts_1.entityByName)(name))),
];
//# sourceMappingURL=problem-report-routes.js.map