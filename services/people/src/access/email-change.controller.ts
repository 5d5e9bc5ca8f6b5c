import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { ResourceRequest } from '@portico/contracts';
import { PUBLIC_ROUTE, RequirePermission } from '@portico/platform';
import { EmailChanges } from './email-change';

export const EMAIL_CHANGE_CONFIRM_SUBJECT = 'people.emailChange.confirm';

/** The public end of an email change: the link's token, never a bearer token. */
@Controller()
export class EmailChangeController {
  constructor(@Inject(EmailChanges) private readonly changes: EmailChanges) {}

  @MessagePattern(EMAIL_CHANGE_CONFIRM_SUBJECT)
  @RequirePermission(PUBLIC_ROUTE)
  confirm(@Payload() req: ResourceRequest) {
    return this.changes.confirm(req.body);
  }
}
