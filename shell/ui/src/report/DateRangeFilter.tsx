import { DateFilter } from './DateFilter';

/** A report's "from … to" days (`yyyy-mm-dd`, or '' when cleared). */
export function DateRangeFilter({
  labels,
  from,
  to,
  onFrom,
  onTo,
  w,
  testIds,
}: {
  labels: { from: string; to: string };
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  w?: number;
  testIds?: { from: string; to: string };
}) {
  return (
    <>
      <DateFilter label={labels.from} value={from} onChange={onFrom} w={w} testId={testIds?.from} />
      <DateFilter label={labels.to} value={to} onChange={onTo} w={w} testId={testIds?.to} />
    </>
  );
}
