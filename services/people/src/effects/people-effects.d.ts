import { type Db, type EffectHandlers, type Mailer, type MailMessage } from '@portico/platform';
import type { IdentityDirectory } from '../identity/identity-directory';
/** Queues a mail; it is sent once the transaction commits. */
export declare function queueMail(tx: Db, message: MailMessage): Promise<string>;
/**
 * Queues bringing the provider account of `userId` in line with the data as it stands when the
 * effect runs (so order and retries do not matter); `password` is set when given.
 */
export declare function queueIdentitySync(tx: Db, userId: string, password?: string): Promise<string>;
export declare function peopleEffects(mailer: Mailer, directory: IdentityDirectory): EffectHandlers;
