import { Body, Controller, Get, Patch, Req } from '@nestjs/common';
import { AUTHENTICATED_ONLY, RequirePermission } from '@portico/platform';
import type { AuthedRequest } from './http-auth.guard';
import { ServiceClient } from '../resources/service-client';

/** The console's view of the signed-in user: identity, scope and granted permission slugs. */
@Controller('api/v1/me')
export class MeController {
  constructor(private readonly services: ServiceClient) {}

  /** The signed-in user's own profile, whatever their role. */
  @Get('profile')
  @RequirePermission(AUTHENTICATED_ONLY)
  profile(@Req() req: AuthedRequest) {
    return this.services.forward(req, 'people.profile.read', {});
  }

  @Patch('profile')
  @RequirePermission(AUTHENTICATED_ONLY)
  updateProfile(@Req() req: AuthedRequest, @Body() body: unknown) {
    return this.services.forward(req, 'people.profile.update', { body });
  }

  @Get()
  @RequirePermission(AUTHENTICATED_ONLY)
  me(@Req() req: AuthedRequest) {
    const p = req.principal!;
    return {
      userId: p.userId,
      email: p.email ?? null,
      name: p.name ?? null,
      roles: p.roles,
      orgId: p.orgId,
      propertyIds: p.propertyIds,
      unitIds: p.unitIds,
      vendorId: p.vendorId,
      permissions: [...p.permissions].sort(),
      viewedBy: p.viewedBy ?? null,
    };
  }
}
