import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { importSubject, permissionSlug, requestSubject, slugFor, type EntityDef, type ResourceRequest } from '@portico/contracts';
import { RequirePermission } from '../nest/permission';
import { principalOf } from '../nest/principal-store';
import type { ResourceService } from './resource-service';
import type { ImportService } from './import-service';
import { REFERENCE_LABELS, type ReferenceLabels } from './reference-labels';

export const resourceServiceToken = (def: EntityDef): string => `ResourceService:${def.domain}.${def.name}`;
export const importServiceToken = (def: EntityDef): string => `ImportService:${def.domain}.${def.name}`;

/**
 * Builds the NATS controller for one entity: seven subjects, each with its permission slug.
 * Domain code adds its own controllers beside it for what the kit does not cover.
 */
export function createResourceController(def: EntityDef): Type {
  const subject = (action: Parameters<typeof slugFor>[1]) => requestSubject(def.domain, def.name, action);
  const importStep = (step: string) => importSubject(def.domain, def.name, step);
  const IMPORT = permissionSlug(def.module, 'import');

  @Controller()
  class ResourceController {
    constructor(
      @Inject(resourceServiceToken(def)) private readonly service: ResourceService,
      @Inject(importServiceToken(def)) private readonly imports: ImportService,
      @Inject(REFERENCE_LABELS) private readonly labels: ReferenceLabels,
    ) {}

    @MessagePattern(subject('list'))
    @RequirePermission(slugFor(def, 'list'))
    async list(@Payload() req: ResourceRequest) {
      // Each record with the names of what it references (a vendor's order names its property).
      return this.labels.attach(def, await this.service.list(principalOf(req), req.query ?? {}));
    }

    @MessagePattern(subject('read'))
    @RequirePermission(slugFor(def, 'read'))
    async read(@Payload() req: ResourceRequest) {
      return this.labels.attach(def, await this.service.read(principalOf(req), req.params?.id));
    }

    @MessagePattern(subject('create'))
    @RequirePermission(slugFor(def, 'create'))
    create(@Payload() req: ResourceRequest) {
      return this.service.create(principalOf(req), req.body);
    }

    @MessagePattern(subject('update'))
    @RequirePermission(slugFor(def, 'update'))
    update(@Payload() req: ResourceRequest) {
      return this.service.update(principalOf(req), req.params?.id, req.body);
    }

    @MessagePattern(subject('archive'))
    @RequirePermission(slugFor(def, 'archive'))
    archive(@Payload() req: ResourceRequest) {
      return this.service.archive(principalOf(req), req.params?.id);
    }

    @MessagePattern(subject('restore'))
    @RequirePermission(slugFor(def, 'restore'))
    restore(@Payload() req: ResourceRequest) {
      return this.service.restore(principalOf(req), req.params?.id);
    }

    @MessagePattern(subject('delete'))
    @RequirePermission(slugFor(def, 'delete'))
    remove(@Payload() req: ResourceRequest) {
      return this.service.delete(principalOf(req), req.params?.id);
    }

    @MessagePattern(importStep('start'))
    @RequirePermission(IMPORT)
    importStart(@Payload() req: ResourceRequest) {
      return this.imports.start(principalOf(req), req.body);
    }

    @MessagePattern(importStep('rows'))
    @RequirePermission(IMPORT)
    importRows(@Payload() req: ResourceRequest) {
      return this.imports.addRows(principalOf(req), req.params?.jobId, req.body);
    }

    @MessagePattern(importStep('status'))
    @RequirePermission(IMPORT)
    importStatus(@Payload() req: ResourceRequest) {
      return this.imports.status(principalOf(req), req.params?.jobId);
    }

    @MessagePattern(importStep('commit'))
    @RequirePermission(IMPORT)
    importCommit(@Payload() req: ResourceRequest) {
      return this.imports.commit(principalOf(req), req.params?.jobId);
    }
  }
  Object.defineProperty(ResourceController, 'name', { value: `${def.name[0]!.toUpperCase()}${def.name.slice(1)}ResourceController` });
  return ResourceController;
}
