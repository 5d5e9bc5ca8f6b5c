import { consoleSuite } from '../console-suite';
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

/**
 * The administrator's accessibility walk of one remote (issue 18, ADR 0078): a test file per
 * remote calls this once, so jest runs the remotes' walks on separate workers; each file starts
 * one stack and one console session. The walk and keyboard checks are `walk.ts`'s.
 */
export function administratorWalk(scope: AdministratorWalk): void {
  const suite = consoleSuite();
  it(`shows every ${scope.remote} page to the administrator with one h1 and no serious or critical axe-core violation, and works from the keyboard`, async () => {
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
    expect(faults).toEqual([]);
    expect(walk.checked).toBeGreaterThan(walk.pages / 2);
  }, 900_000); // a ceiling for a hung walk; a busy CI machine takes minutes per remote
}
