import { eq, sql } from 'drizzle-orm';
import { PorticoError } from '@portico/contracts';
import type { Mailer, ResourceHooks } from '@portico/platform';
import { assertCanGrant } from '../access/access.rules';
import { AccessRepository } from '../access/access.repository';
import { parentOrgs, users } from '../schema';
import { inviteMail } from './onboarding-mail';
import { newLinkToken } from './secrets';

export const INVITE_LIFETIME_DAYS = 7;

/**
 * Creating an invitation: the inviter may grant the role, the email is not a user yet, and
 * the mail goes out inside the transaction — if it cannot be sent, no invitation exists.
 */
export function inviteRules(mailer: Mailer): ResourceHooks {
  return {
    async beforeCreate({ tx, principal, values }) {
      await assertCanGrant(tx, principal, values.userTypeId);
      const email = String(values.email).toLowerCase();
      const [existing] = await tx
        .select({ id: users.id! })
        .from(users)
        .where(sql`lower(${users.email!}) = ${email}`);
      if (existing) throw PorticoError.validation([{ path: 'email', message: 'This email is already in use.' }]);
      const { token, hash } = newLinkToken();
      const expiresAt = new Date(Date.now() + INVITE_LIFETIME_DAYS * 86_400_000).toISOString();
      Object.assign(values, { tokenHash: hash, inviteStatus: 'pending', expiresAt });
      const type = await new AccessRepository(tx).userType(String(values.userTypeId), tx);
      const [org] = values.parentOrgId
        ? await tx
            .select({ name: parentOrgs.name! })
            .from(parentOrgs)
            .where(eq(parentOrgs.id!, String(values.parentOrgId)))
        : [];
      await mailer.send(
        inviteMail(email, token, {
          inviter: principal.name ?? principal.email ?? 'An administrator',
          role: type?.name ?? 'a user',
          org: (org?.name as string | undefined) ?? null,
          message: values.message as string | null,
          expiresAt,
        }),
      );
    },
  };
}
