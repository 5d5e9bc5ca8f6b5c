import { Controller, Get, Inject } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { RequirePermission } from '@portico/platform';
import { PUBLIC_ROUTE } from '../auth/public';
import { GATEWAY_NATS } from '../tokens';

@Controller('api/health')
export class HealthController {
  constructor(@Inject(GATEWAY_NATS) private readonly nc: NatsConnection) {}

  @Get()
  @RequirePermission(PUBLIC_ROUTE)
  health() {
    return { status: this.nc.isClosed() ? 'degraded' : 'ok', nats: !this.nc.isClosed() };
  }
}
