import { useState, type ReactNode } from 'react';
import type { Label } from '@portico/contracts';
import { labelText, useLanguage } from '@portico/shell-sdk';
import { PropertyFilter } from '../filters/PropertyFilter';
import { DateRangeFilter } from './DateRangeFilter';

const TEXT = {
  from: { en: 'From', es: 'Desde' },
  to: { en: 'To', es: 'Hasta' },
};

/** What every report filters by: one property (or all in scope) and a range of days (`yyyy-mm-dd`, '' open). */
export interface ReportFilterState {
  propertyId: string | null;
  from: string;
  to: string;
  setPropertyId: (propertyId: string | null) => void;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
  /** The three as a report's query (`reportQuery` drops the empty ones). */
  query: { propertyId: string | null; from: string; to: string };
}

/** The property and range a report starts with (`initial`: e.g. the last twelve months, so figures say which days they cover). */
export function useReportFilters(initial: { from?: string; to?: string } = {}): ReportFilterState {
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');
  return { propertyId, from, to, setPropertyId, setFrom, setTo, query: { propertyId, from, to } };
}

/**
 * The property and "from … to" fields above a report, in the kit's words; `children` go between
 * the property and the days (a report's own filter, e.g. an amenity). Test ids are
 * `<testIdPrefix>-property|from|to` when a prefix is given.
 */
export function ReportFilters({
  state,
  testIdPrefix,
  w = 170,
  labels = TEXT,
  children,
}: {
  state: ReportFilterState;
  /** What the days are called when not plain "From"/"To" (e.g. "Created from"). */
  labels?: { from: Label; to: Label };
  testIdPrefix?: string;
  w?: number;
  children?: ReactNode;
}) {
  const language = useLanguage();
  return (
    <>
      <PropertyFilter value={state.propertyId} onChange={state.setPropertyId} testId={testIdPrefix && `${testIdPrefix}-property`} />
      {children}
      <DateRangeFilter
        labels={{ from: labelText(labels.from, language), to: labelText(labels.to, language) }}
        from={state.from}
        to={state.to}
        onFrom={state.setFrom}
        onTo={state.setTo}
        w={w}
        testIds={testIdPrefix ? { from: `${testIdPrefix}-from`, to: `${testIdPrefix}-to` } : undefined}
      />
    </>
  );
}
