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
exports.createAttachmentRoutes = createAttachmentRoutes;
const node_crypto_1 = require("node:crypto");
const node_fs_1 = require("node:fs");
const promises_1 = require("node:fs/promises");
const node_os_1 = require("node:os");
const node_path_1 = require("node:path");
const promises_2 = require("node:stream/promises");
const common_1 = require("@nestjs/common");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const service_client_1 = require("../resources/service-client");
const attachment_storage_1 = require("./attachment-storage");
const multipart_upload_1 = require("./multipart-upload");
const log = (0, platform_1.createLogger)('gateway-files');
/**
 * Attachment routes of one entity (ADR 0022): the bytes stream between the client and the
 * storage port here, and only metadata and storage keys travel to the owning service over
 * NATS. The service decides scope and permission; the gateway never stores a file for a
 * record the caller cannot see, and never serves one the service did not open for it.
 */
function createAttachmentRoutes(def) {
    const subject = (step) => (0, contracts_1.attachmentSubject)(def.domain, def.name, step);
    const limits = (0, contracts_1.attachmentLimits)(def.attachments);
    let AttachmentRoutes = class AttachmentRoutes {
        services;
        storage;
        constructor(services, storage) {
            this.services = services;
            this.storage = storage;
        }
        list(req, id) {
            return this.services.forward(req, subject('list'), { params: { id } });
        }
        async upload(req, res, id) {
            // The record must be the caller's to see before a single byte is stored.
            await this.services.forward(req, (0, contracts_1.requestSubject)(def.domain, def.name, 'read'), { params: { id } });
            const dir = await (0, promises_1.mkdtemp)((0, node_path_1.join)((0, node_os_1.tmpdir)(), 'portico-upload-'));
            const stored = [];
            try {
                const spooled = await (0, multipart_upload_1.receiveFiles)(req, res, dir, limits);
                const files = [];
                for (const file of spooled) {
                    const fileName = (0, platform_1.cleanFileName)(file.fileName);
                    if (file.truncated)
                        throw new contracts_1.PorticoError('PAYLOAD_TOO_LARGE', `${fileName} is larger than ${Math.round(limits.maxBytes / 104857.6) / 10} MB`);
                    const check = (0, platform_1.checkAttachment)(def.attachments, file.size, file.head, fileName);
                    if (!check.ok)
                        throw new contracts_1.PorticoError(check.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE', `${fileName}: ${check.message}`);
                    files.push({
                        fileName,
                        contentType: check.contentType,
                        size: file.size,
                        sha256: file.sha256,
                        storageKey: `${def.domain}/${(0, node_crypto_1.randomUUID)()}`,
                    });
                }
                for (const [i, file] of files.entries()) {
                    stored.push(file.storageKey);
                    await this.storage.put(file.storageKey, (0, node_fs_1.createReadStream)(spooled[i].path), {
                        contentType: file.contentType,
                        size: file.size,
                        fileName: file.fileName,
                    });
                }
                return await this.services.forward(req, subject('add'), { params: { id }, body: { files } });
            }
            catch (err) {
                // Nothing the service did not record stays in the storage.
                await Promise.all(stored.map((key) => this.storage.delete(key).catch((e) => log.warn({ err: e, key }, 'orphan object left'))));
                throw err;
            }
            finally {
                await (0, promises_1.rm)(dir, { recursive: true, force: true });
            }
        }
        async download(req, res, id, attachmentId, inline) {
            const opened = await this.services.forward(req, subject('open'), { params: { id, attachmentId } });
            const object = await this.storage.get(opened.storageKey);
            if (!object)
                throw new contracts_1.PorticoError('NOT_FOUND', 'The file is no longer in the storage');
            const asInline = (inline === '1' || inline === 'true') && (0, platform_1.mayServeInline)(opened.contentType);
            const disposition = (0, platform_1.attachmentDisposition)(opened.fileName);
            res.status(200);
            res.setHeader('content-type', opened.contentType);
            res.setHeader('content-length', String(object.size));
            res.setHeader('content-disposition', asInline ? disposition.replace(/^attachment/, 'inline') : disposition);
            res.setHeader('x-content-type-options', 'nosniff');
            // Even if a browser rendered it, the file could run nothing and reach nothing.
            res.setHeader('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
            res.setHeader('cache-control', 'private, no-store');
            try {
                await (0, promises_2.pipeline)(object.body, res);
            }
            catch (err) {
                log.warn({ err, attachmentId }, 'download interrupted');
                res.destroy();
            }
        }
        async remove(req, id, attachmentId) {
            const removed = await this.services.forward(req, subject('remove'), { params: { id, attachmentId } });
            // The row is already marked removed: a failed delete leaves an orphan object, never a dangling row.
            await this.storage
                .delete(removed.storageKey)
                .catch((err) => log.warn({ err, key: removed.storageKey }, 'orphan object left'));
            return { id: removed.id, removed: true };
        }
    };
    __decorate([
        (0, common_1.Get)(),
        (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(def, 'read')),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Param)('id')),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, String]),
        __metadata("design:returntype", void 0)
    ], AttachmentRoutes.prototype, "list", null);
    __decorate([
        (0, common_1.Post)(),
        (0, common_1.HttpCode)(201),
        (0, platform_1.RequirePermission)((0, contracts_1.attachmentAddSlug)(def)),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Res)({ passthrough: true })),
        __param(2, (0, common_1.Param)('id')),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, Object, String]),
        __metadata("design:returntype", Promise)
    ], AttachmentRoutes.prototype, "upload", null);
    __decorate([
        (0, common_1.Get)(':attachmentId'),
        (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(def, 'read')),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Res)()),
        __param(2, (0, common_1.Param)('id')),
        __param(3, (0, common_1.Param)('attachmentId')),
        __param(4, (0, common_1.Query)('inline')),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, Object, String, String, Object]),
        __metadata("design:returntype", Promise)
    ], AttachmentRoutes.prototype, "download", null);
    __decorate([
        (0, common_1.Delete)(':attachmentId'),
        (0, platform_1.RequirePermission)((0, contracts_1.slugFor)(def, 'update')),
        __param(0, (0, common_1.Req)()),
        __param(1, (0, common_1.Param)('id')),
        __param(2, (0, common_1.Param)('attachmentId')),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object, String, String]),
        __metadata("design:returntype", Promise)
    ], AttachmentRoutes.prototype, "remove", null);
    AttachmentRoutes = __decorate([
        (0, common_1.Controller)(`api/v1/${def.module}/:id/attachments`),
        __param(1, (0, common_1.Inject)(attachment_storage_1.GATEWAY_STORAGE)),
        __metadata("design:paramtypes", [service_client_1.ServiceClient, Object])
    ], AttachmentRoutes);
    Object.defineProperty(AttachmentRoutes, 'name', { value: `${def.name[0].toUpperCase()}${def.name.slice(1)}AttachmentRoutes` });
    return AttachmentRoutes;
}
//# sourceMappingURL=attachment-routes.js.map