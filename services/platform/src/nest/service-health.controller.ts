import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { PorticoError, healthSubject, type Domain, msg } from '@portico/contracts';
import type { Database } from '../db/database';
import { PUBLIC_ROUTE, RequirePermission } from './permission';

/** How long a real read of the service's own database may take before the service says it is not ready. */
export const READINESS_READ_MS = 1500;

/**
 * The service answers its domain's health subject only when it can serve: a real read of its own
 * database answers in time (a stuck connection makes readiness fail, not just requests). It
 * reveals nothing but that.
 */
export function createServiceHealthController(domain: Domain, databaseToken: string | symbol): Type {
  @Controller()
  class ServiceHealthController {
    constructor(@Inject(databaseToken) private readonly database: Database) {}

    @MessagePattern(healthSubject(domain))
    @RequirePermission(PUBLIC_ROUTE)
    async ping() {
      try {
        await this.database.ping(READINESS_READ_MS);
      } catch {
        throw new PorticoError('SERVICE_UNAVAILABLE', msg('error.databaseSlow', { domain }), { database: 'unavailable' });
      }
      return { status: 'ok' };
    }
  }
  return ServiceHealthController;
}
