import { createElement, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, useMemo, useSyncExternalStore } from 'react';

/**
 * A tiny router on the History API. single-spa patches pushState/replaceState and fires
 * popstate on every URL change once started; `navigate` also fires its own event so the
 * shell's chrome follows before single-spa starts.
 */
export const NAVIGATE_EVENT = 'portico:navigate';

export interface PorticoLocation {
  pathname: string;
  search: string;
  hash: string;
  query: URLSearchParams;
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const current = `${location.pathname}${location.search}${location.hash}`;
  if (to === current && !options.replace) return;
  if (options.replace) history.replaceState(history.state, '', to);
  else history.pushState(history.state, '', to);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

function snapshot(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export function parseLocation(href: string): PorticoLocation {
  const url = new URL(href, 'http://portico.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, query: url.searchParams };
}

/** The current location; re-renders on every navigation. */
export function useLocation(): PorticoLocation {
  const href = useSyncExternalStore(subscribe, snapshot, () => '/');
  return useMemo(() => parseLocation(href), [href]);
}

export type RouteParams = Record<string, string>;

/**
 * Matches `/properties/view/:id` (or `{id}`) against a path. A trailing `/*` matches any rest
 * (exposed as param `*`). Trailing slashes are ignored. Returns the params, or null.
 */
export function matchPath(pattern: string, path: string): RouteParams | null {
  const split = (p: string) => p.split('?')[0]!.split('/').filter(Boolean);
  const patternParts = split(pattern);
  const pathParts = split(path);
  const params: RouteParams = {};
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i]!;
    if (part === '*') {
      params['*'] = pathParts.slice(i).map(decodeSegment).join('/');
      return params;
    }
    const value = pathParts[i];
    if (value === undefined) return null;
    const name = part.startsWith(':') ? part.slice(1) : part.startsWith('{') && part.endsWith('}') ? part.slice(1, -1) : null;
    if (name) params[name] = decodeSegment(value);
    else if (part !== value) return null;
  }
  return pathParts.length === patternParts.length ? params : null;
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether `path` is `prefix` or below it (`/properties` covers `/properties/list`). */
export function isUnderPrefix(path: string, prefix: string): boolean {
  const p = prefix.replace(/\/$/, '');
  return path === p || path.startsWith(`${p}/`);
}

/**
 * A same-origin path safe to redirect to: one `/` followed by something other than `/` or `\`.
 * Browsers drop tabs and newlines from URLs and read `\` as `/`, so `/\t/evil.example` would
 * become protocol-relative: any control character or backslash is refused outright.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_REDIRECT = /[\u0000-\u001f\u007f-\u009f\\]/;
const REDIRECT_BASE = 'http://portico.invalid';
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !/^\/[^/\\]/.test(value) || UNSAFE_IN_REDIRECT.test(value)) return null;
  // Belt and braces: whatever the browser makes of it must stay on this origin.
  if (new URL(value, REDIRECT_BASE).origin !== REDIRECT_BASE) return null;
  return value;
}

/** Click handler for in-app links: plain left clicks navigate without a reload. */
export function linkClick(href: string, onClick?: (event: MouseEvent<HTMLElement>) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
}

/** Props for any anchor-like element: `<Button component="a" {...linkProps('/x')} />`. */
export function linkProps(href: string): { href: string; onClick: (event: MouseEvent<HTMLElement>) => void } {
  return { href, onClick: linkClick(href) };
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

export function Link({ href, onClick, ...rest }: LinkProps) {
  return createElement('a', { ...rest, href, onClick: linkClick(href, onClick as ((e: MouseEvent<HTMLElement>) => void) | undefined) });
}
