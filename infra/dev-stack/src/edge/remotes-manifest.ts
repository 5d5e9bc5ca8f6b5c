import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REMOTE_NAMES = ['people', 'community', 'maintenance', 'billing'] as const;

export interface RemoteDescriptor {
  name: string;
  version: string;
  entry: string;
  routes: string[];
  [key: string]: unknown;
}

/**
 * Console settings remotes read from the manifest: `PORTICO_MAP_TILE_URL` (an `{z}/{x}/{y}`
 * tile template) turns on map tiles; without it maps show their marker on a plain background.
 */
export function consoleSettings(env: NodeJS.ProcessEnv = process.env): { mapTileUrl?: string } {
  const tiles = env.PORTICO_MAP_TILE_URL;
  return tiles && /^https:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(tiles) ? { mapTileUrl: tiles } : {};
}

/** The tile host the console's img-src must allow (none when no tile URL is set). */
export function mapTileOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const tiles = consoleSettings(env).mapTileUrl;
  return tiles ? [new URL(tiles.replace(/\{[a-z]\}/g, '0')).origin] : [];
}

/**
 * The runtime manifest the shell reads: each remote's own manifest (routes, menu, pages) plus
 * where its entry is served. `PORTICO_REMOTE_<NAME>_ENTRY` points one remote elsewhere, which
 * is how a team ships a new version without rebuilding the shell.
 */
export function composeManifest(
  repoRoot: string,
  env: NodeJS.ProcessEnv = process.env,
): { remotes: RemoteDescriptor[]; settings: { mapTileUrl?: string } } {
  const remotes: RemoteDescriptor[] = [];
  for (const name of REMOTE_NAMES) {
    // The build emits the manifest from the remote's feature modules; a committed remote.json
    // is the fallback for a remote not built that way.
    const built = join(repoRoot, `mfe-${name}`, 'dist', 'remote.json');
    const file = existsSync(built) ? built : join(repoRoot, `mfe-${name}`, 'remote.json');
    if (!existsSync(file)) continue;
    const declared = JSON.parse(readFileSync(file, 'utf8')) as { version: string; routes: string[]; [key: string]: unknown };
    remotes.push({ ...declared, name, entry: env[`PORTICO_REMOTE_${name.toUpperCase()}_ENTRY`] ?? `/remotes/${name}/remoteEntry.js` });
  }
  return { remotes, settings: consoleSettings(env) };
}
