import { useEffect, useState } from 'react';
import { Alert, Image, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EntityDef } from '@portico/contracts/kit';
import { api, labelText, useLanguage, usePageMeta } from '@portico/shell-sdk';
import { Poster, RecordProblem, useResourceRecord } from '@portico/shell-ui';
import { reportText } from './text';

interface ReportLink {
  token: string;
  path: string;
}

/**
 * `/<module>/qr/:id`: a printable poster with the QR code of the record's public problem-report
 * page and its link. The code is drawn in the browser (a data: image, allowed by the CSP).
 */
export function ReportPoster({ def, id }: { def: EntityDef; id: string }) {
  const language = useLanguage();
  const record = useResourceRecord(def, id);
  const link = useQuery({
    queryKey: ['report-link', def.module, id],
    queryFn: ({ signal }) => api.get<ReportLink>(`/${def.module}/${encodeURIComponent(id)}/report-link`, { signal }),
  });
  const url = link.data ? `${window.location.origin}${link.data.path}` : '';
  const [image, setImage] = useState<string>();
  useEffect(() => {
    if (!url) return;
    let live = true;
    // The encoder (about 20 KB compressed) loads with the poster, not with every maintenance page.
    void import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((QRCode) => QRCode.toDataURL(url, { width: 640, margin: 1, errorCorrectionLevel: 'M' }))
      .then((data) => {
        if (live) setImage(data);
      });
    return () => {
      live = false;
    };
  }, [url]);

  const name = record.data ? String(record.data[def.displayField ?? 'name'] ?? '') : '';
  const viewPath = `/${def.module}/view/${encodeURIComponent(id)}`;
  usePageMeta(labelText(reportText.posterTitle, language), [
    { title: labelText(def.titlePlural, language), url: `/${def.module}/list` },
    ...(name ? [{ title: name, url: viewPath }] : []),
    { title: labelText(reportText.qrCode, language), active: true },
  ]);
  if (record.isLoading || link.isLoading) return <Skeleton height={560} radius="md" />;
  if (record.isError || !record.data)
    return <RecordProblem error={record.error} base={`/${def.module}`} onRetry={() => void record.refetch()} />;
  if (link.isError) return <Alert color="danger">{labelText(reportText.linkFailed, language)}</Alert>;
  return (
    <Poster
      testId="report-poster"
      id={id}
      name={name}
      viewPath={viewPath}
      printLabel={labelText(reportText.print, language)}
      printable={!!image}
      kicker={labelText(reportText.seeProblem, language)}
    >
      {image ? (
        <Image src={image} alt={labelText(reportText.qrCode, language)} w={300} h={300} data-testid="poster-qr" />
      ) : (
        <Skeleton w={300} h={300} />
      )}
      <Text ta="center" maw={520} size="md">
        {labelText(reportText.scanToReport, language)}
      </Text>
      <Text ta="center" size="xs" c="dimmed" style={{ wordBreak: 'break-all' }} data-testid="poster-url">
        {labelText(reportText.orVisit, language)} <strong>{url}</strong>
      </Text>
    </Poster>
  );
}
