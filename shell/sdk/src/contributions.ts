import type { ComponentType } from 'react';
import { create } from 'zustand';
import type { RemoteManifest } from './manifest';

/**
 * What every remote contributes beyond its own pages, for screens of other remotes: the
 * shell publishes the parsed manifest here, and the view screen of any remote reads the
 * sections contributed to its entity. The SDK is one shared instance across remotes.
 */
export const useContributions = create<{ remotes: readonly RemoteManifest[] }>(() => ({ remotes: [] }));

export function publishContributions(remotes: readonly RemoteManifest[]): void {
  useContributions.setState({ remotes });
}

/** Loads a module a remote exposes (`./UnitWorkOrders`): registered by the shell (Module Federation). */
export type ExposedModuleLoader = (remote: string, exposes: string) => Promise<{ default: ComponentType<{ record: unknown }> }>;

let loader: ExposedModuleLoader = (remote, exposes) => Promise.reject(new Error(`No loader for ${remote}/${exposes.slice(2)}`));

export function registerExposedModuleLoader(load: ExposedModuleLoader): void {
  loader = load;
}

export function loadExposedModule(remote: string, exposes: string): ReturnType<ExposedModuleLoader> {
  return loader(remote, exposes);
}
