import { Box, Skeleton, Title } from '@mantine/core';
import { usePageMetaStore, useLocation } from '@portico/shell-sdk';
import { Breadcrumbs } from '@portico/shell-ui';

/** Page title ('X List', …) and breadcrumbs, from the current page's route metadata. */
export function ContentHeader() {
  const { pathname } = useLocation();
  const meta = usePageMetaStore((s) => s.meta);
  const current = meta && meta.path === pathname ? meta : null;
  return (
    <Box className="portico-content-header" data-testid="content-header">
      {current ? (
        <>
          <Title order={1} className="portico-page-title" data-testid="page-title">
            {current.title}
          </Title>
          <Box className="portico-content-header-crumbs">
            <Breadcrumbs items={current.breadcrumbs} />
          </Box>
        </>
      ) : (
        <>
          <Skeleton height={22} width={180} radius="sm" />
          <Skeleton height={14} width={220} radius="sm" />
        </>
      )}
    </Box>
  );
}
