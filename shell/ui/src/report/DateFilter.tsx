import { TextInput } from '@mantine/core';

/** A day filter of a report (`yyyy-mm-dd`, or '' when cleared). */
export function DateFilter({
  label,
  value,
  onChange,
  w,
  testId,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  w?: number;
  testId?: string;
}) {
  return <TextInput type="date" label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} w={w} data-testid={testId} />;
}
