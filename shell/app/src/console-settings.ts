import { useQuery } from '@tanstack/react-query';
import { CONSOLE_SETTINGS_ADMIN_SLUG, type ConsoleSettings } from '@portico/contracts';
import { api, useCan, useSession } from '@portico/shell-sdk';

export const CONSOLE_SETTINGS_KEY = ['console-settings'] as const;

/**
 * Maintenance mode and the idle lock (ADR 0075), read by every signed-in console. Polled, so an
 * operator's switch reaches open consoles within a minute without a push of its own.
 */
export function useConsoleSettings() {
  const signedIn = useSession((s) => s.status === 'authenticated');
  return useQuery({
    queryKey: CONSOLE_SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<ConsoleSettings>('/console-settings', { signal }),
    enabled: signedIn,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}

/** Administrators keep working in maintenance mode and may change the switches. */
export function useIsConsoleAdmin(): boolean {
  return useCan()(CONSOLE_SETTINGS_ADMIN_SLUG);
}
