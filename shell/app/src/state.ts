import { create } from 'zustand';
import type { RemoteManifest } from '@portico/shell-sdk';

/** The shell's own state: the runtime manifest. */
export interface ShellState {
  manifestReady: boolean;
  remotes: RemoteManifest[];
  manifestProblems: string[];
  /** Maintenance mode applies to the signed-in user (ADR 0075). */
  maintenance?: boolean;
}

export const useShell = create<ShellState>(() => ({ manifestReady: false, remotes: [], manifestProblems: [] }));
