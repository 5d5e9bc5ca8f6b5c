import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, Req, type Type } from '@nestjs/common';
import type { Request } from 'express';
import {
  importSubject,
  importTemplate,
  permissionSlug,
  requestSubject,
  slugFor,
  type EntityDef,
  type ImportStep,
  type RequestAction,
} from '@portico/contracts';
import { RequirePermission } from '@portico/platform';
import { ServiceClient } from './service-client';
import { entityReads } from './entity-reads';

/**
 * REST routes for one entity under /api/v1/<module>, each with its permission slug. The
 * gateway checks the slug; the service checks it again and applies row scope.
 */
export function createResourceRoutes(def: EntityDef): Type {
  const subject = (action: RequestAction) => requestSubject(def.domain, def.name, action);
  const importStep = (step: ImportStep) => importSubject(def.domain, def.name, step);
  const IMPORT = permissionSlug(def.module, 'import');
  const reads = entityReads(def);

  @Controller(`api/v1/${def.module}`)
  class ResourceRoutes {
    constructor(private readonly services: ServiceClient) {}

    @Get()
    @RequirePermission(reads.list.slug)
    list(@Req() req: Request, @Query() query: Record<string, unknown>) {
      return this.services.forward(req, reads.list.subject, reads.list.payload(query, {}));
    }

    // Import routes come first so `imports/...` is never read as a record id.
    @Get('imports/template')
    @RequirePermission(IMPORT)
    @Header('content-type', 'text/csv; charset=utf-8')
    @Header('content-disposition', `attachment; filename="${def.module}-template.csv"`)
    importTemplate() {
      return importTemplate(def);
    }

    @Post('imports')
    @RequirePermission(IMPORT)
    importStart(@Req() req: Request, @Body() body: unknown) {
      return this.services.forward(req, importStep('start'), { body });
    }

    @Post('imports/:jobId/rows')
    @HttpCode(200)
    @RequirePermission(IMPORT)
    importRows(@Req() req: Request, @Param('jobId') jobId: string, @Body() body: unknown) {
      return this.services.forward(req, importStep('rows'), { params: { jobId }, body });
    }

    @Get('imports/:jobId')
    @RequirePermission(IMPORT)
    importStatus(@Req() req: Request, @Param('jobId') jobId: string) {
      return this.services.forward(req, importStep('status'), { params: { jobId } });
    }

    // Accepted: the commit runs as a job; GET imports/:jobId reports it.
    @Post('imports/:jobId/commit')
    @HttpCode(202)
    @RequirePermission(IMPORT)
    importCommit(@Req() req: Request, @Param('jobId') jobId: string) {
      return this.services.forward(req, importStep('commit'), { params: { jobId } });
    }

    @Get(':id')
    @RequirePermission(reads.read.slug)
    read(@Req() req: Request, @Param('id') id: string) {
      return this.services.forward(req, reads.read.subject, reads.read.payload({}, { id }));
    }

    @Post()
    @RequirePermission(slugFor(def, 'create'))
    create(@Req() req: Request, @Body() body: unknown) {
      return this.services.forward(req, subject('create'), { body });
    }

    @Patch(':id')
    @RequirePermission(slugFor(def, 'update'))
    update(@Req() req: Request, @Param('id') id: string, @Body() body: unknown) {
      return this.services.forward(req, subject('update'), { params: { id }, body });
    }

    @Post(':id/archive')
    @HttpCode(200)
    @RequirePermission(slugFor(def, 'archive'))
    archive(@Req() req: Request, @Param('id') id: string) {
      return this.services.forward(req, subject('archive'), { params: { id } });
    }

    @Post(':id/restore')
    @HttpCode(200)
    @RequirePermission(slugFor(def, 'restore'))
    restore(@Req() req: Request, @Param('id') id: string) {
      return this.services.forward(req, subject('restore'), { params: { id } });
    }

    @Delete(':id')
    @RequirePermission(slugFor(def, 'delete'))
    remove(@Req() req: Request, @Param('id') id: string) {
      return this.services.forward(req, subject('delete'), { params: { id } });
    }
  }
  Object.defineProperty(ResourceRoutes, 'name', { value: `${def.name[0]!.toUpperCase()}${def.name.slice(1)}Routes` });
  return ResourceRoutes;
}
