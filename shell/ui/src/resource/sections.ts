import { slugFor } from '@portico/contracts';
import { entityNamed } from './catalogue';
import type { ContributedSection } from '@portico/shell-sdk';

/**
 * The sections other remotes contribute to a view (their manifests' `sections`) that the user
 * may see: a declared permission is held and, for a related list, its entity can be listed.
 * A related entity missing from the catalogue (a remote newer than the console) is left out.
 */
export function visibleSections(sections: readonly ContributedSection[], can: (slug: string) => boolean): ContributedSection[] {
  return sections.filter((section) => {
    if (section.permission && !can(section.permission)) return false;
    if (!section.related) return true;
    const def = entityNamed(section.related.entity);
    return !!def && can(slugFor(def, 'list'));
  });
}
