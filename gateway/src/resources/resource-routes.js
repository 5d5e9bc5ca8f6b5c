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
exports.createResourceRoutes = createResourceRoutes;
const common_1 = require("@nestjs/common");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const service_client_1 = require("./service-client");
/**
 * REST routes for one entity under /api/v1/<module>, each with its permission slug. The
 * gateway checks the slug; the service checks it again and applies row scope.
 */
function createResourceRoutes(def) {
    const subject = (action) => (0, contracts_1.requestSubject)(def.domain, def.name, action);
    const importStep = (step) => (0, contracts_1.importSubject)(def.domain, def.name, step);
    const IMPORT = (0, contracts_1.permissionSlug)(def.module, 'import');
    let ResourceRoutes = class ResourceRoutes {
        services;
        constructor(services) {
            this.services = services;
        }
        list(req, query) {
            return this.services.forward(req, subject('list'), { query });
        }
        // Import routes come first so `imports/...` is never read as a record id.
        importTemplate() {
            return (0, contracts_1.importTemplate)(def);
        }
        importStart(req, body) {
            return this.services.forward(req, importStep('start'), { body });
        }
        importRows(req, jobId, body) {
            return this.services.forward(req, importStep('rows'), { params: { jobId }, body });
        }
        importStatus(req, jobId) {
            return this.services.forward(req, importStep('status'), { params: { jobId } });
        }
        // Accepted: the commit runs as a job; GET imports/:jobId reports it.
        importCommit(req, jobId) {
            return this.services.forward(req, importStep('commit'), { params: { jobId } });
        }
        read(req, id) {
            return this.services.forward(req, subject('read'), { params: { id } });
        }
        create(req, body) {
            return this.services.forward(req, subject('create'), { body });
        }
        update(req, id, body) {
            return this.services.forward(req, subject('update'), { params: { id }, body });
        }
        archive(req, id) {
            return this.services.forward(req, subject('archive'), { params: { id } });
        }
        restore(req, id) {
            return this.services.forward(req, subject('restore'), { params: { id } });
        }
        remove(req, id) {
            return this.services.forward(req, subject('delete'), { params: { id } });
        }
    };
    __decorate([
        (0, common_1.Get)(),
        (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(def, 'list')),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Query)()),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, Object]),
        __metadata("design:returntype", void 0)
    ], ResourceRoutes.prototype, "list", null);
    __decorate([
        (0, common_1.Get)('imports/template'),
        (0, platform_1.RequirePermission)(IMPORT),
        (0, common_1.Header)('content-type', 'text/csv; charset=utf-8'),
        (0, common_1.Header)('content-disposition', `attachment; filename="${def.module}-template.csv"`),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", []),
        __metadata("design:returntype", void 0)
    ], ResourceRoutes.prototype, "importTemplate", null);
    __decorate([
        (0, common_1.Post)('imports'),
        (0, platform_1.RequirePermission)(IMPORT),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Body)()),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, Object]),
        __metadata("design:returntype", void 0)
    ], ResourceRoutes.prototype, "importStart", null);
    __decorate([
        (0, common_1.Post)('imports/:jobId/rows'),
        (0, common_1.HttpCode)(200),
        (0, platform_1.RequirePermission)(IMPORT),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Param)('jobId')),
        __param(2, (0, common_1.Body)()),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, String, Object]),
        __metadata("design:returntype", void 0)
    ], ResourceRoutes.prototype, "importRows", null);
    __decorate([
        (0, common_1.Get)('imports/:jobId'),
        (0, platform_1.RequirePermission)(IMPORT),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Param)('jobId')),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, String]),
        __metadata("design:returntype", void 0)
    ], ResourceRoutes.prototype, "importStatus", null);
    __decorate([
        (0, common_1.Post)('imports/:jobId/commit'),
        (0, common_1.HttpCode)(202),
        (0, platform_1.RequirePermission)(IMPORT),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Param)('jobId')),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, String]),
        __metadata("design:returntype", void 0)
    ], ResourceRoutes.prototype, "importCommit", null);
    __decorate([
        (0, common_1.Get)(':id'),
        (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(def, 'read')),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Param)('id')),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, String]),
        __metadata("design:returntype", void 0)
    ], ResourceRoutes.prototype, "read", null);
    __decorate([
        (0, common_1.Post)(),
        (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(def, 'create')),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Body)()),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, Object]),
        __metadata("design:returntype", void 0)
    ], ResourceRoutes.prototype, "create", null);
    __decorate([
        (0, common_1.Patch)(':id'),
        (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(def, 'update')),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Param)('id')),
        __param(2, (0, common_1.Body)()),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, String, Object]),
        __metadata("design:returntype", void 0)
    ], ResourceRoutes.prototype, "update", null);
    __decorate([
        (0, common_1.Post)(':id/archive'),
        (0, common_1.HttpCode)(200),
        (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(def, 'archive')),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Param)('id')),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, String]),
        __metadata("design:returntype", void 0)
    ], ResourceRoutes.prototype, "archive", null);
    __decorate([
        (0, common_1.Post)(':id/restore'),
        (0, common_1.HttpCode)(200),
        (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(def, 'restore')),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Param)('id')),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, String]),
        __metadata("design:returntype", void 0)
    ], ResourceRoutes.prototype, "restore", null);
    __decorate([
        (0, common_1.Delete)(':id'),
        (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(def, 'delete')),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Param)('id')),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, String]),
        __metadata("design:returntype", void 0)
    ], ResourceRoutes.prototype, "remove", null);
    ResourceRoutes = __decorate([
        (0, common_1.Controller)(`api/v1/${def.module}`),
        __metadata("design:paramtypes", [service_client_1.ServiceClient])
    ], ResourceRoutes);
    Object.defineProperty(ResourceRoutes, 'name', { value: `${def.name[0].toUpperCase()}${def.name.slice(1)}Routes` });
    return ResourceRoutes;
}
//# sourceMappingURL=resource-routes.js.map