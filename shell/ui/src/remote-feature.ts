import type { RemoteHeaderItem, RemoteMenuItem, RemotePage, RemoteQuickAccess, RemoteSection, RemoteWidget } from '@portico/shell-sdk';
import type { RemoteRoute } from './remote-app';

/**
 * One feature of a remote (portfolio, access, onboarding…): its screens and what the shell
 * must know about them. A remote is the list of its features; its runtime manifest (menu,
 * pages with permission slugs, widgets, route prefixes) is derived from the same list, so a
 * page is declared once.
 */
export interface RemoteFeature {
  /** Short key, unique within the remote (e.g. `portfolio`). */
  key: string;
  routes: RemoteRoute[];
  menu?: RemoteMenuItem[];
  pages?: RemotePage[];
  widgets?: RemoteWidget[];
  /** Quick-access bookmarks to this feature's pages. */
  quickAccess?: RemoteQuickAccess[];
  /** Sections this feature adds to other entities' view screens. */
  sections?: RemoteSection[];
  /** Controls this feature adds to the console header (a bell), as exposed modules. */
  headerItems?: RemoteHeaderItem[];
}
