import { Body, Controller, Get, HttpCode, Patch, Put, Req } from '@nestjs/common';
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

  /** The organizations the signed-in person belongs to (ADR 0042), the current one marked. */
  @Get('organizations')
  @RequirePermission(AUTHENTICATED_ONLY)
  organizations(@Req() req: AuthedRequest) {
    return this.services.forward(req, 'people.membership.list', {});
  }

  /** Works in another of the person's organizations from the next request on. */
  @Put('organization')
  @HttpCode(200)
  @RequirePermission(AUTHENTICATED_ONLY)
  switchOrganization(@Req() req: AuthedRequest, @Body() body: unknown) {
    return this.services.forward(req, 'people.membership.switch', { body });
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
