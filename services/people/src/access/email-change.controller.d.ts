import type { ResourceRequest } from '@portico/contracts';
import { EmailChanges } from './email-change';
export declare const EMAIL_CHANGE_CONFIRM_SUBJECT = "people.emailChange.confirm";
/** The public end of an email change: the link's token, never a bearer token. */
export declare class EmailChangeController {
    private readonly changes;
    constructor(changes: EmailChanges);
    confirm(req: ResourceRequest): Promise<{
        userId: string;
        email: string;
    }>;
}
