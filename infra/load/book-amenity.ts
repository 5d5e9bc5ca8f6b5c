import { sleep } from 'k6';
import exec from 'k6/execution';
import type { Options } from 'k6/options';
import { get, pick, post, thresholds, type Page } from './api';

/**
 * Residents booking an amenity: read a week's availability, book a free slot for their unit.
 * Plays the resident of `PORTICO_TOKEN`; `PORTICO_UNIT_ID` names their unit.
 */
export const options: Options = {
  scenarios: { book: { executor: 'per-vu-iterations', vus: 20, iterations: 5, maxDuration: '5m' } },
  thresholds: { ...thresholds, 'http_req_duration{name:book}': ['p(95)<800'] },
};

interface Slot {
  startAt: string;
  endAt: string;
  full: boolean;
  remaining: number;
}

export default function book(): void {
  const unitId = __ENV.PORTICO_UNIT_ID;
  if (!unitId) throw new Error('PORTICO_UNIT_ID is not set: the unit the resident books for');
  const amenity = pick(get<Page<{ id: string }>>('/amenities?limit=50', 'list')?.items);
  if (!amenity) return;
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const availability = get<{ slots: Slot[] }>(`/amenities/${amenity.id}/availability?from=${from}&to=${to}`, 'availability');
  const slot = pick(availability?.slots?.filter((s) => !s.full && s.remaining > 0));
  if (!slot) return;
  post(
    '/reservations',
    {
      amenityId: amenity.id,
      unitId,
      startAt: slot.startAt,
      endAt: slot.endAt,
      expectedPeople: 1,
      termsAccepted: true,
      idempotencyKey: `k6-${exec.vu.idInTest}-${exec.vu.iterationInScenario}-${slot.startAt}`,
    },
    'book',
  );
  sleep(1);
}
