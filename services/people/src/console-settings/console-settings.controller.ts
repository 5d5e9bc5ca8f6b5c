import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { eq } from 'drizzle-orm';
import {
  LOCK_AFTER_MINUTES_DEFAULT,
  consoleSettingsBodySchema,
  consoleSettingsReadRoute,
  consoleSettingsUpdateRoute,
  parseInput,
  type ConsoleSettings,
  type ResourceRequest,
} from '@portico/contracts';
import { AUTHENTICATED_ONLY, DB, RequirePermission, principalOf, type Db } from '@portico/platform';
import { consoleSettings } from './console-settings.schema';

const KEY = 'console';

type Row = typeof consoleSettings.$inferSelect;

function view(row: Row | undefined): ConsoleSettings {
  return {
    maintenanceMode: row?.maintenanceMode ?? false,
    maintenanceMessage: row?.maintenanceMessage ?? null,
    lockAfterMinutes: row?.lockAfterMinutes ?? LOCK_AFTER_MINUTES_DEFAULT,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** Maintenance mode and the idle lock (ADR 0075): everyone reads them, administrators change them. */
@Controller()
export class ConsoleSettingsController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @MessagePattern(consoleSettingsReadRoute.subject)
  @RequirePermission(AUTHENTICATED_ONLY)
  async read(): Promise<ConsoleSettings> {
    const [row] = await this.db.select().from(consoleSettings).where(eq(consoleSettings.key, KEY));
    return view(row);
  }

  @MessagePattern(consoleSettingsUpdateRoute.subject)
  @RequirePermission(consoleSettingsUpdateRoute.permission)
  async update(@Payload() req: ResourceRequest): Promise<ConsoleSettings> {
    const input = parseInput(consoleSettingsBodySchema, req.body ?? {});
    const me = principalOf(req);
    const changes = {
      ...(input.maintenanceMode !== undefined ? { maintenanceMode: input.maintenanceMode } : {}),
      ...(input.maintenanceMessage !== undefined ? { maintenanceMessage: input.maintenanceMessage || null } : {}),
      ...(input.lockAfterMinutes !== undefined ? { lockAfterMinutes: input.lockAfterMinutes } : {}),
      updatedBy: me.userId,
      updatedAt: new Date().toISOString(),
    };
    const [row] = await this.db
      .insert(consoleSettings)
      .values({ key: KEY, lockAfterMinutes: LOCK_AFTER_MINUTES_DEFAULT, ...changes })
      .onConflictDoUpdate({ target: consoleSettings.key, set: changes })
      .returning();
    return view(row);
  }
}
