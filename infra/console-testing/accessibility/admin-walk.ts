import type { ConsoleSuite } from '../console-suite';
import { accessibilityWalk, keyboardWalk, userMenuByKeyboard } from './walk';

const ADMIN = 'admin@portico.test';

export interface AdministratorWalk {
  /** The remote whose every page is walked; `'shell'`: the shell's own pages, no remote's. */
  remote: string;
  /** Shell pages opened besides the manifest's. */
  extra?: readonly string[];
  /** A list of the remote reached from the menu, a row opened and, if named, a record action's dialog (keyboard alone). */
  keyboard?: { list: string; dialog?: string };
  /** The user menu, opened and closed from the keyboard. */
  userMenu?: boolean;
}

/** What one remote's walk found: every fault, and how many of its pages were checked. */
export interface AdministratorWalkResult {
  faults: string[];
  checked: number;
  pages: number;
}

/**
 * The administrator's accessibility walk of one remote (issue 18, ADR 0078): a file per remote
 * (`*.walk.ts`, `npm run a11y:admin`) calls this in its test and asserts on what it found; each
 * file starts one stack and one console session. The walk and keyboard checks are `walk.ts`'s.
 */
export async function walkAsAdministrator(suite: ConsoleSuite, scope: AdministratorWalk): Promise<AdministratorWalkResult> {
  const walk = await accessibilityWalk(suite, {
    email: ADMIN,
    remotes: scope.remote === 'shell' ? [] : [scope.remote],
    extra: scope.extra,
  });
  const faults = [...walk.faults];
  try {
    if (scope.userMenu) faults.push(...(await userMenuByKeyboard(walk.page)));
    if (scope.keyboard) faults.push(...(await keyboardWalk(walk.page, scope.keyboard.list, scope.keyboard.dialog)));
  } finally {
    await walk.page.context().close();
  }
  return { faults, checked: walk.checked, pages: walk.pages };
}

/** A ceiling for a hung walk; a busy machine takes minutes per remote. */
export const WALK_TIMEOUT_MS = 900_000;
