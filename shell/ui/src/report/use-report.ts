import { useQuery } from '@tanstack/react-query';
import type { Label } from '@portico/contracts';
import { api, labelText, resourceQueryRoot, useLanguage, usePageMeta } from '@portico/shell-sdk';

/** Where a report page reads its figures: a custom route, cached under the module it reports on. */
export interface ReportSource {
  /** The module whose live changes refresh the figures (its records' notices reach this root). */
  module: string;
  /** The report's name inside that root, e.g. `analytics`. */
  name: string;
  /** The API path, e.g. `/analytics/maintenance`. */
  path: string;
}

/**
 * A report page's title (content header and document) and its figures for the chosen filters.
 * The query sits under the reported module's root, so a live change of one of its records
 * refreshes the figures.
 */
export function useReport<T>(title: Label, source: ReportSource, query: Record<string, string>) {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  usePageMeta(t(title), [{ title: t(title), active: true }]);
  const report = useQuery({
    queryKey: [...resourceQueryRoot(source.module), source.name, query],
    queryFn: ({ signal }) => api.get<T>(source.path, { query, signal }),
  });
  return { language, t, report };
}
