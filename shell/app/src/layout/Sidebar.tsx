import { Box, CloseButton, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { Link, labelText, linkClick, useCan, useLanguage, useLocation, usePrincipal } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_ITEM, type MenuItemView, buildMenu, isItemActive } from '../menu';
import { VENDOR_HOME, homeFor } from '../routing';
import { useShell } from '../state';
import { Logo } from './Logo';

function MenuLink({ item, pathname, onNavigate }: { item: MenuItemView; pathname: string; onNavigate?: () => void }) {
  const language = useLanguage();
  const active = isItemActive(item, pathname);
  return (
    <UnstyledButton
      component="a"
      href={item.path}
      onClick={linkClick(item.path, () => onNavigate?.())}
      className="portico-nav-link"
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      data-testid="menu-item"
      data-path={item.path}
    >
      <Icon name={item.icon} size={19} stroke={1.75} />
      <span>{labelText(item.label, language)}</span>
    </UnstyledButton>
  );
}

/** The vertical menu: dashboard, then each section of manifest items the user may open. */
export function Sidebar({ onNavigate, onClose }: { onNavigate?: () => void; onClose?: () => void }) {
  const { pathname } = useLocation();
  const remotes = useShell((s) => s.remotes);
  const can = useCan();
  const language = useLanguage();
  const { t } = useTranslation('shell');
  const sections = buildMenu(remotes, can);
  const home = homeFor(usePrincipal()?.roles);
  // The links (over a hundred for an administrator, ~40% of a page's elements) are drawn in a
  // render just after the page's first paint, so the page's own content paints first (ADR 0051).
  const linksDrawn = useDeferredValue(true, false);
  const dashboard = home === VENDOR_HOME ? { ...DASHBOARD_ITEM, path: VENDOR_HOME } : DASHBOARD_ITEM;
  return (
    <Box className="portico-sidebar-inner" data-testid="sidebar">
      <Box className="portico-sidebar-brand">
        <Link href={home} className="portico-brand-link" aria-label="Portico">
          <Logo />
        </Link>
        {onClose ? <CloseButton hiddenFrom="lg" onClick={onClose} aria-label={t('menu')} /> : null}
      </Box>
      <ScrollArea className="portico-sidebar-scroll" type="hover" scrollbarSize={6}>
        <nav aria-label={t('menu')} className="portico-nav">
          <MenuLink item={dashboard} pathname={pathname} onNavigate={onNavigate} />
          {(linksDrawn ? sections : []).map((section) => (
            <Box key={section.key} className="portico-nav-section" data-section={section.key}>
              {section.label ? (
                <Text className="portico-nav-section-title" component="div">
                  {labelText(section.label, language)}
                </Text>
              ) : null}
              {section.items.map((item) => (
                <MenuLink key={item.key} item={item} pathname={pathname} onNavigate={onNavigate} />
              ))}
            </Box>
          ))}
        </nav>
      </ScrollArea>
    </Box>
  );
}
