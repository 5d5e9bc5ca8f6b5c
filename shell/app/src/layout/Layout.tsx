import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { REMOTE_SLOT_ID } from '@portico/shell-ui';
import { ContentHeader } from './ContentHeader';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import { ViewAsBanner } from './ViewAsBanner';
import { MaintenanceBanner } from './MaintenanceBanner';

/**
 * Vertical layout (spec, part 9): menu on the left, floating navbar, content header with
 * title and breadcrumbs, the content area where shell pages render and remotes mount, and a
 * static footer.
 */
export function Layout({ children }: { children?: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      navbar={{ width: 260, breakpoint: 'lg', collapsed: { mobile: !opened } }}
      padding={0}
      className="portico-shell"
      transitionDuration={200}
    >
      {opened ? <div className="portico-menu-backdrop" onClick={close} aria-hidden="true" /> : null}
      <AppShell.Navbar className="portico-sidebar" withBorder={false}>
        <Sidebar onNavigate={close} onClose={close} />
      </AppShell.Navbar>
      <AppShell.Main className="portico-main">
        <div className="portico-navbar-wrap">
          <Navbar menuOpened={opened} onToggleMenu={toggle} />
        </div>
        <div className="portico-body">
          <ViewAsBanner />
          <MaintenanceBanner />
          <ContentHeader />
          <div id="portico-content" className="portico-content" data-testid="content">
            {children}
            <div id={REMOTE_SLOT_ID} className="portico-remote-slot" />
          </div>
        </div>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
