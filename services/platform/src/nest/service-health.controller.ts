import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject, type Domain } from '@portico/contracts';
import { PUBLIC_ROUTE, RequirePermission } from './permission';

/** The service answers its domain's health subject as soon as it listens; it reveals nothing. */
export function createServiceHealthController(domain: Domain): Type {
  @Controller()
  class ServiceHealthController {
    @MessagePattern(healthSubject(domain))
    @RequirePermission(PUBLIC_ROUTE)
    ping() {
      return { status: 'ok' };
    }
  }
  return ServiceHealthController;
}
