import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  QUICKBOOKS_SUBJECTS,
  integrationSettings,
  parseInput,
  quickbooksConnectBodySchema,
  quickbooksOrgQuerySchema,
  quickbooksSyncBodySchema,
  slugFor,
  type ResourceRequest,
} from '@portico/contracts';
import { DB, RequirePermission, principalOf, type Db } from '@portico/platform';
import { authorizeUrl, completeConnection, connectionOf, connectionStatus, orgOf, settingsOf } from './connect';
import { pullChanges, pushAll } from './sync';
import { applyRecordChange } from '@portico/platform';
import { integrationSettingsTable } from '../integrations/integrations.schema';

/**
 * The accounting-software routes: connect an organization by OAuth 2, see its connection, push
 * our records and pull theirs now (the scheduler does both on its own too). Changing the
 * connection needs the integration settings' update slug; seeing it, their read slug.
 */
@Controller()
export class QuickbooksController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @MessagePattern(QUICKBOOKS_SUBJECTS.authorize)
  @RequirePermission(slugFor(integrationSettings, 'update'))
  async authorize(@Payload() req: ResourceRequest) {
    const principal = principalOf(req);
    const q = parseInput(quickbooksOrgQuerySchema, req.query ?? {});
    const { url } = await authorizeUrl(this.db, principal, orgOf(principal, q.parentOrgId));
    return { url };
  }

  @MessagePattern(QUICKBOOKS_SUBJECTS.connect)
  @RequirePermission(slugFor(integrationSettings, 'update'))
  connect(@Payload() req: ResourceRequest) {
    return completeConnection(this.db, principalOf(req), parseInput(quickbooksConnectBodySchema, req.body ?? {}));
  }

  @MessagePattern(QUICKBOOKS_SUBJECTS.status)
  @RequirePermission(slugFor(integrationSettings, 'read'))
  status(@Payload() req: ResourceRequest) {
    const principal = principalOf(req);
    const q = parseInput(quickbooksOrgQuerySchema, req.query ?? {});
    return connectionStatus(this.db, orgOf(principal, q.parentOrgId));
  }

  @MessagePattern(QUICKBOOKS_SUBJECTS.push)
  @RequirePermission(slugFor(integrationSettings, 'update'))
  async push(@Payload() req: ResourceRequest) {
    const principal = principalOf(req);
    const org = orgOf(principal, parseInput(quickbooksSyncBodySchema, req.body ?? {}).parentOrgId);
    const api = await connectionOf(this.db, org);
    return pushAll(this.db, api, org, principal.userId);
  }

  @MessagePattern(QUICKBOOKS_SUBJECTS.pull)
  @RequirePermission(slugFor(integrationSettings, 'update'))
  async pull(@Payload() req: ResourceRequest) {
    const principal = principalOf(req);
    const org = orgOf(principal, parseInput(quickbooksSyncBodySchema, req.body ?? {}).parentOrgId);
    return { changed: await pullSince(this.db, org, principal.userId) };
  }
}

/** Pulls what changed since the organization's last pull (a day back the first time) and moves the mark. */
export async function pullSince(db: Db, parentOrgId: string, actor: string, now = new Date()): Promise<number> {
  const api = await connectionOf(db, parentOrgId);
  const settings = await settingsOf(db, parentOrgId);
  const since = settings?.quickbooksLastPullAt ?? new Date(now.getTime() - 24 * 3600_000).toISOString();
  await api.ready();
  const changed = await pullChanges(db, api, parentOrgId, since, actor);
  await db.transaction((tx) =>
    applyRecordChange(tx as unknown as Db, integrationSettings, integrationSettingsTable, actor, settings!.id, {
      quickbooksLastPullAt: now.toISOString(),
    }),
  );
  return changed;
}
