import { Controller, Inject, type Provider, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  attachmentAddSlug,
  attachmentSubject,
  slugFor,
  type AttachmentsDef,
  type EntityDef,
  type ResourceRequest,
} from '@portico/contracts';
import { RequirePermission } from '../nest/permission';
import { principalOf } from '../nest/principal-store';
import type { Db } from '../db/database';
import type { ResourceService } from '../resources/resource-service';
import type { OutboxRelay } from '../events/outbox-relay';
import { AttachmentService } from './attachments-service';

export const attachmentServiceToken = (def: EntityDef): string => `AttachmentService:${def.domain}.${def.name}`;

type WithAttachments = EntityDef & { attachments: AttachmentsDef };

/**
 * The NATS controller for one entity's attachments: reading them needs the entity's `read`
 * slug, changing them its `update` slug (an attachment is part of the record).
 */
export function createAttachmentController(def: WithAttachments): Type {
  const subject = (step: Parameters<typeof attachmentSubject>[2]) => attachmentSubject(def.domain, def.name, step);

  @Controller()
  class AttachmentController {
    constructor(@Inject(attachmentServiceToken(def)) private readonly attachments: AttachmentService) {}

    @MessagePattern(subject('list'))
    @RequirePermission(slugFor(def, 'read'))
    list(@Payload() req: ResourceRequest) {
      return this.attachments.list(principalOf(req), req.params?.id);
    }

    @MessagePattern(subject('open'))
    @RequirePermission(slugFor(def, 'read'))
    open(@Payload() req: ResourceRequest) {
      return this.attachments.open(principalOf(req), req.params?.id, req.params?.attachmentId);
    }

    @MessagePattern(subject('add'))
    @RequirePermission(attachmentAddSlug(def))
    add(@Payload() req: ResourceRequest) {
      return this.attachments.add(principalOf(req), req.params?.id, req.body);
    }

    @MessagePattern(subject('remove'))
    @RequirePermission(slugFor(def, 'update'))
    remove(@Payload() req: ResourceRequest) {
      return this.attachments.remove(principalOf(req), req.params?.id, req.params?.attachmentId);
    }
  }
  Object.defineProperty(AttachmentController, 'name', { value: `${def.name[0]!.toUpperCase()}${def.name.slice(1)}AttachmentController` });
  return AttachmentController;
}

/**
 * Controllers and providers for every registered entity that declares attachments; the domain
 * service module spreads them in (tokens are the module's, passed in to avoid an import cycle).
 */
export function attachmentWiring(
  defs: readonly EntityDef[],
  tokens: { resources: string; db: string },
  relayClass: Type<OutboxRelay>,
): { controllers: Type[]; providers: Provider[] } {
  const withAttachments = defs.filter((d): d is WithAttachments => d.attachments !== undefined);
  return {
    controllers: withAttachments.map((def) => createAttachmentController(def)),
    providers: withAttachments.map((def) => ({
      provide: attachmentServiceToken(def),
      inject: [tokens.resources, tokens.db, relayClass],
      useFactory: (registry: Map<string, ResourceService>, db: Db, relay: OutboxRelay) =>
        new AttachmentService(def, registry.get(def.name)!, db, () => relay.kick()),
    })),
  };
}
