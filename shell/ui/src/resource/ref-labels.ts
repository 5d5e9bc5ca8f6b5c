import { createContext, useContext } from 'react';
import type { ResourceRecord } from './hooks';

/**
 * The names of what records reference, as the service answering the read gave them
 * (`_refLabels`: whoever may read a record sees the names of its property, unit and people
 * through it, without any read of those records). Cells and view fields read it by id.
 */
export const RefLabelsContext = createContext<Readonly<Record<string, string>>>({});

export const REF_LABELS_KEY = '_refLabels';

/** The names a record or a page of records carries, merged (ids are unique across entities). */
export function refLabelsOf(records: readonly (ResourceRecord | undefined)[]): Record<string, string> {
  const all: Record<string, string> = {};
  for (const record of records) {
    const labels = record?.[REF_LABELS_KEY];
    if (labels && typeof labels === 'object') Object.assign(all, labels as Record<string, string>);
  }
  return all;
}

/** The served name of one referenced id, if the answer named it. */
export function useServedLabel(id: string): string | undefined {
  return useContext(RefLabelsContext)[id];
}
