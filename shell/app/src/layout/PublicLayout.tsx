import { Box, VisuallyHidden } from '@mantine/core';
import { Link, usePageMetaStore, useLocation } from '@portico/shell-sdk';
import { REMOTE_SLOT_ID } from '@portico/shell-ui';
import { Footer } from './Footer';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

/**
 * The layout of public remote pages (`public: true` in the manifest: /register,
 * /vendor/register, /portfolio/register): like the sign-in page, no menu and no session.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const meta = usePageMetaStore((s) => s.meta);
  const title = meta && meta.path === pathname ? meta.title : null;
  return (
    <Box className="portico-public" data-testid="public-layout">
      <header className="portico-public-header">
        <Link href="/login" className="portico-brand-link" aria-label="Portico">
          <Logo />
        </Link>
        <LanguageSwitch variant="page" />
      </header>
      <main className="portico-public-main">
        {/* The page's one h1, for those who navigate by headings; the card shows the title. */}
        {title ? <VisuallyHidden component="h1">{title}</VisuallyHidden> : null}
        <div id="portico-content" className="portico-content" data-testid="content">
          <div id={REMOTE_SLOT_ID} className="portico-remote-slot" />
        </div>
      </main>
      <Footer />
    </Box>
  );
}
