import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Req, Res, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  PorticoError,
  attachmentLimits,
  attachmentSubject,
  requestSubject,
  slugFor,
  attachmentAddSlug,
  type Attachment,
  type AttachmentFile,
  type AttachmentOpen,
  type AttachmentsDef,
  type EntityDef,
  msg,
} from '@portico/contracts';
import {
  RequirePermission,
  attachmentDisposition,
  checkAttachment,
  cleanFileName,
  createLogger,
  mayServeInline,
  type ObjectStorage,
} from '@portico/platform';
import { ServiceClient } from '../resources/service-client';
import { GATEWAY_STORAGE } from './attachment-storage';
import { megabytes, receiveFiles } from './multipart-upload';

const log = createLogger('gateway-files');

/**
 * Attachment routes of one entity (ADR 0022): the bytes stream between the client and the
 * storage port here, and only metadata and storage keys travel to the owning service over
 * NATS. The service decides scope and permission; the gateway never stores a file for a
 * record the caller cannot see, and never serves one the service did not open for it.
 */
export function createAttachmentRoutes(def: EntityDef & { attachments: AttachmentsDef }): Type {
  const subject = (step: Parameters<typeof attachmentSubject>[2]) => attachmentSubject(def.domain, def.name, step);
  const limits = attachmentLimits(def.attachments);

  @Controller(`api/v1/${def.module}/:id/attachments`)
  class AttachmentRoutes {
    constructor(
      private readonly services: ServiceClient,
      @Inject(GATEWAY_STORAGE) private readonly storage: ObjectStorage,
    ) {}

    @Get()
    @RequirePermission(slugFor(def, 'read'))
    list(@Req() req: Request, @Param('id') id: string) {
      return this.services.forward(req, subject('list'), { params: { id } });
    }

    @Post()
    @HttpCode(201)
    @RequirePermission(attachmentAddSlug(def))
    async upload(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Param('id') id: string) {
      // The record must be the caller's to see before a single byte is stored.
      await this.services.forward(req, requestSubject(def.domain, def.name, 'read'), { params: { id } });
      const dir = await mkdtemp(join(tmpdir(), 'portico-upload-'));
      const stored: string[] = [];
      try {
        const spooled = await receiveFiles(req, res, dir, limits);
        const files: AttachmentFile[] = [];
        for (const file of spooled) {
          const fileName = cleanFileName(file.fileName);
          if (file.truncated)
            throw new PorticoError('PAYLOAD_TOO_LARGE', msg('error.fileTooLargeMb', { file: fileName, mb: megabytes(limits.maxBytes) }));
          const check = await checkAttachment(def.attachments, file, fileName);
          if (!check.ok) throw new PorticoError(check.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE', check.ref);
          files.push({
            fileName,
            contentType: check.contentType,
            size: file.size,
            sha256: file.sha256,
            storageKey: `${def.domain}/${randomUUID()}`,
          });
        }
        for (const [i, file] of files.entries()) {
          stored.push(file.storageKey);
          await this.storage.put(file.storageKey, createReadStream(spooled[i]!.path), {
            contentType: file.contentType,
            size: file.size,
            fileName: file.fileName,
          });
        }
        return await this.services.forward<{ items: Attachment[] }>(req, subject('add'), { params: { id }, body: { files } });
      } catch (err) {
        // Nothing the service did not record stays in the storage.
        await Promise.all(
          stored.map((key) => this.storage.delete(key).catch((e: unknown) => log.warn({ err: e, key }, 'orphan object left'))),
        );
        throw err;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }

    @Get(':attachmentId')
    @RequirePermission(slugFor(def, 'read'))
    async download(
      @Req() req: Request,
      @Res() res: Response,
      @Param('id') id: string,
      @Param('attachmentId') attachmentId: string,
      @Query('inline') inline?: unknown,
    ) {
      const opened = await this.services.forward<AttachmentOpen>(req, subject('open'), { params: { id, attachmentId } });
      const object = await this.storage.get(opened.storageKey);
      if (!object) throw new PorticoError('NOT_FOUND', msg('error.fileGone'));
      const asInline = (inline === '1' || inline === 'true') && mayServeInline(opened.contentType);
      const disposition = attachmentDisposition(opened.fileName);
      res.status(200);
      res.setHeader('content-type', opened.contentType);
      res.setHeader('content-length', String(object.size));
      res.setHeader('content-disposition', asInline ? disposition.replace(/^attachment/, 'inline') : disposition);
      res.setHeader('x-content-type-options', 'nosniff');
      // Even if a browser rendered it, the file could run nothing and reach nothing.
      res.setHeader('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
      res.setHeader('cache-control', 'private, no-store');
      try {
        await pipeline(object.body, res);
      } catch (err) {
        log.warn({ err, attachmentId }, 'download interrupted');
        res.destroy();
      }
    }

    @Delete(':attachmentId')
    @RequirePermission(slugFor(def, 'update'))
    async remove(@Req() req: Request, @Param('id') id: string, @Param('attachmentId') attachmentId: string) {
      const removed = await this.services.forward<AttachmentOpen>(req, subject('remove'), { params: { id, attachmentId } });
      // The row is already marked removed: a failed delete leaves an orphan object, never a dangling row.
      await this.storage
        .delete(removed.storageKey)
        .catch((err: unknown) => log.warn({ err, key: removed.storageKey }, 'orphan object left'));
      return { id: removed.id, removed: true };
    }
  }
  Object.defineProperty(AttachmentRoutes, 'name', { value: `${def.name[0]!.toUpperCase()}${def.name.slice(1)}AttachmentRoutes` });
  return AttachmentRoutes;
}
