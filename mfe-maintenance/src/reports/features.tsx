import { Button } from '@mantine/core';
import { slugFor, type EntityDef } from '@portico/contracts/kit';
import { REPORT_LINK_ENTITIES } from '@portico/contracts/maintenance';
import { type RemotePage, labelText, linkProps, useCan, useLanguage } from '@portico/shell-sdk';
import { Icon, type RemoteRoute } from '@portico/shell-ui';
import { ReportPage } from './ReportPage';
import { ReportPoster } from './ReportPoster';
import { reportText } from './text';

/** QR problem reports (ADR 0028): each target entity's poster, and the public report page. */
const posterPath = (def: EntityDef) => `/${def.module}/qr/:id`;

export const posterPages = (def: EntityDef): RemotePage[] => [{ path: posterPath(def), permission: slugFor(def, 'read') }];
export const posterRoutes = (def: EntityDef): RemoteRoute[] => [
  { path: posterPath(def), render: ({ id }) => <ReportPoster key={id} def={def} id={id!} /> },
];

export const reportPage: RemotePage & { public: true } = { path: '/report/:token', public: true };
export const reportRoute: RemoteRoute = { path: reportPage.path, render: ({ token }) => <ReportPage key={token} token={token!} /> };

/** The view's "QR code" button (only the entities a code can point at). */
export function QrCodeAction({ def, id }: { def: EntityDef; id: string }) {
  const language = useLanguage();
  const can = useCan();
  if (!REPORT_LINK_ENTITIES.includes(def.name as never) || !can(slugFor(def, 'read'))) return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<Icon name="printer" size={14} />}
      {...linkProps(`/${def.module}/qr/${encodeURIComponent(id)}`)}
      component="a"
      data-testid="qr-code-link"
    >
      {labelText(reportText.qrCode, language)}
    </Button>
  );
}
