import { Controller, Get, Req } from '@nestjs/common';
import { AUTHENTICATED_ONLY, RequirePermission } from '@portico/platform';
import type { AuthedRequest } from './http-auth.guard';

/**
 * The console's view of the signed-in user: identity, scope and granted permission slugs, from
 * the verified token alone (the own profile is people's, declared as its custom routes).
 */
@Controller('api/v1/me')
export class MeController {
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
