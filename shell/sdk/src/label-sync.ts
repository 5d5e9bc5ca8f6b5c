import { useEffect } from 'react';
import { LABEL_OVERRIDES_MODULE, type LabelOverride } from '@portico/contracts';
import { api } from './auth';
import { setLabelOverrides } from './labels';
import { onLiveChange } from './live';
import { useSession } from './session';

/** Reads the stored overrides and applies them to every label of the console (ADR 0070). */
export async function loadLabelOverrides(): Promise<void> {
  const { overrides } = await api.get<{ overrides: LabelOverride[] }>('/label-overrides');
  setLabelOverrides(overrides);
}

/**
 * Mounted once by the shell: while signed in, the overrides are read at once and again whenever
 * the push stream says one changed, so every remote shows an administrator's change without a
 * reload or a rebuild.
 */
export function useLabelOverridesSync(): void {
  const status = useSession((s) => s.status);
  useEffect(() => {
    if (status !== 'authenticated') return;
    // A failed read keeps the texts shown; the next change notice reads again.
    const load = () => void loadLabelOverrides().catch(() => undefined);
    load();
    return onLiveChange((change) => {
      if (change.module === LABEL_OVERRIDES_MODULE) load();
    });
  }, [status]);
}
