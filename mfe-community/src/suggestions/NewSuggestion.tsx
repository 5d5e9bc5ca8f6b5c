import { suggestion } from '@portico/contracts/community';
import { usePrincipal } from '@portico/shell-sdk';
import { ResourceForm } from '@portico/shell-ui';

/**
 * The suggestion form. A resident suggests as themself, for their own unit: both are fixed on
 * the form (a resident cannot browse the users), as the service holds them to it anyway.
 */
export function NewSuggestion() {
  const principal = usePrincipal();
  const fixed =
    principal && principal.roles.includes('resident') && principal.unitIds.length > 0
      ? {
          userId: principal.userId,
          unitId: principal.unitIds[0]!,
          ...(principal.propertyIds.length === 1 ? { propertyId: principal.propertyIds[0]! } : {}),
        }
      : undefined;
  return <ResourceForm key={`suggestion-box:new:${fixed ? 'mine' : 'any'}`} def={suggestion} mode="create" fixed={fixed} />;
}
