import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import { PorticoError, fieldSchema, toFieldErrors, user, type ResourceRequest } from '@portico/contracts';
import { AUTHENTICATED_ONLY, RESOURCES, RequirePermission, principalOf, type ResourceService } from '@portico/platform';
import { actingFor } from '../onboarding/secrets';

/** What anyone may change about themselves: never their email, role, scope or designations. */
export const PROFILE_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'suffix',
  'phone',
  'secondaryPhone',
  'dateOfBirth',
  'gender',
  'emergencyContactName',
  'emergencyContactNumber',
  'emergencyContactRelation',
  'mailingAddress',
  'company',
] as const;

const profileSchema = z.strictObject({
  ...Object.fromEntries(PROFILE_FIELDS.map((key) => [key, fieldSchema(user.fields[key]!).optional()])),
  version: z.number().int().positive().optional(),
});

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
    const parsed = profileSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw PorticoError.validation(toFieldErrors(parsed.error));
    return this.users.update(actingFor(me.userId), me.userId, parsed.data);
  }
}
