import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { parseInput, profileUpdateBodySchema, type ResourceRequest } from '@portico/contracts';
import { AUTHENTICATED_ONLY, RESOURCES, RequirePermission, principalOf, type ResourceService } from '@portico/platform';
import { actingFor } from '../onboarding/secrets';

/** The signed-in user's own profile (`/user-profile/edit`), for every role. */
@Controller()
export class ProfileController {
  constructor(@Inject(RESOURCES) private readonly registry: Map<string, ResourceService>) {}

  private get users(): ResourceService {
    return this.registry.get('user')!;
  }

  @MessagePattern('people.profile.read')
  @RequirePermission(AUTHENTICATED_ONLY)
  read(@Payload() req: ResourceRequest) {
    const me = principalOf(req);
    return this.users.read(actingFor(me.userId), me.userId);
  }

  @MessagePattern('people.profile.update')
  @RequirePermission(AUTHENTICATED_ONLY)
  update(@Payload() req: ResourceRequest) {
    const me = principalOf(req);
    return this.users.update(actingFor(me.userId), me.userId, parseInput(profileUpdateBodySchema, req.body));
  }
}
