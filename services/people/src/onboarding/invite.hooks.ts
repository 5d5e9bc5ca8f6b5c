import { addDays } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { PorticoError, noticeLanguageOf, msg, fieldError } from '@portico/contracts';
import { isPlatformPrincipal, type ResourceHooks } from '@portico/platform';
import { assertCanGrant } from '../access/access.hooks';
import { AccessRepository } from '../access/access.repository';
import { parentOrgs, users } from '../schema';
import { queueMail } from '../effects/people-effects';
import { invitedExistingAccountMail, inviteMail } from './onboarding-mail';
import { newLinkToken } from './secrets';

export const INVITE_LIFETIME_DAYS = 7;

/**
 * Creating an invitation: the inviter may grant the role, and the mail is queued in the
 * transaction and sent after it commits (ADR 0015). An address that already has an account is
 * reported only when that account is in the inviter's own scope; otherwise the answer is the
 * same as for a new address and the owner of the address is told by mail instead.
 */
export function inviteRules(): ResourceHooks {
  return {
    async beforeCreate({ tx, principal, values }) {
      await assertCanGrant(tx, principal, values.userTypeId);
      const email = String(values.email).toLowerCase();
      const [existing] = await tx
        .select({ id: users.id!, parentOrgId: users.parentOrgId!, language: users.language! })
        .from(users)
        .where(sql`lower(${users.email!}) = ${email}`);
      const visible = existing && (isPlatformPrincipal(principal) || existing.parentOrgId === principal.orgId);
      if (visible) throw PorticoError.validation([fieldError('email', msg('user.emailInUse'))]);
      const { token, hash } = newLinkToken();
      const expiresAt = addDays(new Date(), INVITE_LIFETIME_DAYS).toISOString();
      Object.assign(values, { tokenHash: hash, inviteStatus: 'pending', expiresAt });
      const type = await new AccessRepository(tx).userType(String(values.userTypeId), tx);
      const [org] = values.parentOrgId
        ? await tx
            .select({ name: parentOrgs.name! })
            .from(parentOrgs)
            .where(eq(parentOrgs.id!, String(values.parentOrgId)))
        : [];
      const inviter = principal.name ?? principal.email ?? 'An administrator';
      const orgName = (org?.name as string | undefined) ?? null;
      // The invitation exists like any other, but its link is never sent: it cannot be used.
      if (existing)
        return void (await queueMail(
          tx,
          invitedExistingAccountMail(email, { inviter, org: orgName }, noticeLanguageOf(existing.language)),
        ));
      await queueMail(
        tx,
        inviteMail(email, token, {
          inviter,
          role: type?.name ?? 'a user',
          org: orgName,
          message: values.message as string | null,
          expiresAt,
        }),
      );
    },
  };
}
