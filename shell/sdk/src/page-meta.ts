import { useLayoutEffect } from 'react';
import { create } from 'zustand';
import { useLocation } from './router';

/** One breadcrumb (spec, part 2: route metadata is a list of title, url and active flag). */
export interface Crumb {
  title: string;
  url?: string;
  active?: boolean;
}

export interface PageMeta {
  title: string;
  breadcrumbs: Crumb[];
  /** Path the meta belongs to: the shell ignores meta left behind by a previous page. */
  path: string;
}

export const HOME_CRUMB_URL = '/dashboard/analytics';
export const APP_TITLE = 'Portico';

export const usePageMetaStore = create<{ meta: PageMeta | null }>(() => ({ meta: null }));

export function documentTitle(title: string): string {
  return title ? `${title} | ${APP_TITLE}` : APP_TITLE;
}

export function setPageMeta(title: string, breadcrumbs: Crumb[] = []): void {
  usePageMetaStore.setState({ meta: { title, breadcrumbs, path: location.pathname } });
  document.title = documentTitle(title);
}

/**
 * Declares the current page's title ('X List', 'X View', 'X Edit', 'X New') and breadcrumbs.
 * The shell shows them in its content header; the document title follows. Declared again when
 * the path changes under the same screen (`/files` → `/files/list`): the meta names its path,
 * and the shell ignores (shows a skeleton for) meta of another path.
 */
export function usePageMeta(title: string, breadcrumbs: Crumb[] = []): void {
  const key = JSON.stringify(breadcrumbs);
  const { pathname } = useLocation();
  // Before the browser paints the page (a layout effect): the shell's header then shows the
  // title in the same frame as the page, not one render later.
  useLayoutEffect(() => {
    setPageMeta(title, JSON.parse(key) as Crumb[]);
  }, [title, key, pathname]);
}
