/**
 * The two answers every page waits for before it can draw anything — the runtime manifest and
 * the identity provider's discovery document — asked for as soon as the entry runs, while the
 * shared chunks still download, not after they have run (about 0.4 s later on a cold load).
 * bootstrap.tsx takes them; an early request that fails only means the usual one is made.
 * No imports: this runs before Module Federation's asynchronous boundary.
 */

/** Where bootstrap.tsx reads the manifest. */
export const MANIFEST_URL = '/remotes.json';
/** The discovery document of the provider at the shell SDK's `AUTH_URLS.oidcProvider` (`<origin>/oidc`). */
const DISCOVERY_URL = `${location.origin}/oidc/.well-known/openid-configuration`;

const manifest = fetch(MANIFEST_URL, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
// Unhandled until bootstrap takes it: a network failure must not surface as an unhandled rejection.
manifest.catch(() => undefined);

/** The manifest's response, once: a second caller (a retry) asks the network again. */
let manifestTaken = false;
export function takeEarlyManifest(): Promise<Response> | undefined {
  if (manifestTaken) return undefined;
  manifestTaken = true;
  return manifest;
}

/** The identity provider's discovery document, or undefined when it could not be had early. */
export const earlyDiscovery: Promise<Record<string, unknown> | undefined> = fetch(DISCOVERY_URL)
  .then((response) => (response.ok ? (response.json() as Promise<Record<string, unknown>>) : undefined))
  .catch(() => undefined);
