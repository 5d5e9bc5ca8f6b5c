import { PorticoError, msg, fieldError } from '@portico/contracts';
import type { ActionHandlers } from '@portico/platform';
import { isResident } from '../shared/record-writes';

/**
 * A resident claims a found item for themself (their name is the claimant); staff record who
 * claimed it at the desk, and must name them.
 */
export function lostFoundActions(): ActionHandlers {
  return {
    async claim({ principal, record, input }) {
      if (isResident(principal)) {
        if (record.kind !== 'found') throw new PorticoError('CONFLICT', msg('lostFound.onlyFoundClaimed'));
        return {
          claimantUserId: principal.userId,
          claimantName: principal.name ?? principal.email ?? 'Resident',
          claimedAt: new Date().toISOString(),
        };
      }
      if (typeof input.claimantName !== 'string' || !input.claimantName.trim())
        throw PorticoError.validation([fieldError('claimantName', msg('lostFound.nameClaimant'))]);
      return { claimantName: input.claimantName.trim(), claimedAt: new Date().toISOString() };
    },
    async return() {
      return { returnedAt: new Date().toISOString() };
    },
  };
}
