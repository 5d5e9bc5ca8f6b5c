import { useEffect } from 'react';
import { Box, Skeleton, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type PageTitle,
  type RemoteManifest,
  documentTitle,
  labelText,
  matchPath,
  remoteForPath,
  useLanguage,
  useLocation,
  usePageMetaStore,
  useCan,
} from '@portico/shell-sdk';
import { Breadcrumbs } from '@portico/shell-ui';
import { useShell } from '../state';

/**
 * The title a remote's manifest declares for the page at `pathname`, if any, and only for a page
 * the user may open (another is on its way to /not-authorized: its title is not shown meanwhile).
 */
function declaredTitle(remotes: readonly RemoteManifest[], pathname: string, can: (slug: string) => boolean): PageTitle | undefined {
  const page = remoteForPath(remotes, pathname)?.pages?.find((p) => matchPath(p.path, pathname));
  return page && (!page.permission || can(page.permission)) ? page.title : undefined;
}

/**
 * Page title ('X List', …) and breadcrumbs, from the current page's route metadata. Until the
 * page declares them, the title its remote's manifest gives (a generic list's) shows at once,
 * while the remote still loads, in the same element the page's own title then fills.
 */
export function ContentHeader() {
  const { pathname } = useLocation();
  const meta = usePageMetaStore((s) => s.meta);
  const remotes = useShell((s) => s.remotes);
  const language = useLanguage();
  const can = useCan();
  const { t } = useTranslation('ui');
  const current = meta && meta.path === pathname ? meta : null;
  const declared = current ? undefined : declaredTitle(remotes, pathname, can);
  const title =
    current?.title ??
    (declared
      ? t(declared.template, { entity: labelText(declared.entity, language), entities: labelText(declared.entities, language) })
      : null);
  // The document's title follows the declared one too, until the page declares its own.
  const declaredText = current ? null : title;
  useEffect(() => {
    if (declaredText !== null) document.title = documentTitle(declaredText);
  }, [declaredText]);
  return (
    <Box className="portico-content-header" data-testid="content-header">
      {title !== null ? (
        <Title order={1} className="portico-page-title" data-testid="page-title">
          {title}
        </Title>
      ) : (
        <Skeleton height={22} width={180} radius="sm" />
      )}
      {current ? (
        <Box className="portico-content-header-crumbs">
          <Breadcrumbs items={current.breadcrumbs} />
        </Box>
      ) : (
        <Skeleton height={14} width={220} radius="sm" />
      )}
    </Box>
  );
}
