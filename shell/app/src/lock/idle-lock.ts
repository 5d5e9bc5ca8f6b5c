import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * The idle lock (ADR 0076): after `minutes` without a key, click, touch or scroll the console
 * locks. The lock is state over the layout, not a navigation, so the page under it stays
 * mounted with its unsaved form. The last activity and the lock are kept in local storage, so
 * every tab of the console locks and unlocks together and a reload does not lift the lock.
 */
const LAST_ACTIVE_KEY = 'portico.lastActiveAt';
const LOCKED_KEY = 'portico.locked';
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart', 'scroll'] as const;
const WRITE_EVERY_MS = 5_000;
const CHECK_EVERY_MS = 10_000;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage disabled: the lock still works in this tab */
  }
}

export const useLock = create<{ locked: boolean }>(() => ({ locked: read(LOCKED_KEY) === 'true' }));

let lastWrite = 0;
function markActive(now = Date.now()): void {
  if (now - lastWrite < WRITE_EVERY_MS) return;
  lastWrite = now;
  write(LAST_ACTIVE_KEY, String(now));
}

export function lockConsole(): void {
  write(LOCKED_KEY, 'true');
  useLock.setState({ locked: true });
}

export function unlockConsole(): void {
  write(LOCKED_KEY, null);
  lastWrite = 0;
  markActive();
  useLock.setState({ locked: false });
}

/** Forgets the lock (sign-out: the next person starts unlocked, at the sign-in page). */
export function clearLock(): void {
  write(LOCKED_KEY, null);
  write(LAST_ACTIVE_KEY, null);
  useLock.setState({ locked: false });
}

/** Watches activity while signed in; `minutes` 0 never locks. */
export function useIdleLock(minutes: number, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || minutes <= 0) return;
    lastWrite = 0;
    if (!useLock.getState().locked) markActive();
    const onActivity = () => {
      if (!useLock.getState().locked) markActive();
    };
    const check = () => {
      if (useLock.getState().locked) return;
      const last = Number(read(LAST_ACTIVE_KEY) ?? Date.now());
      if (Date.now() - last >= minutes * 60_000) lockConsole();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCKED_KEY) useLock.setState({ locked: event.newValue === 'true' });
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    window.addEventListener('storage', onStorage);
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
      clearInterval(timer);
    };
  }, [minutes, enabled]);
}
