import { sleep } from 'k6';
import type { Options } from 'k6/options';
import { get, pick, thresholds, type Page } from './api';

/** Opening records from a list: the record, its history, its reference labels. */
export const options: Options = {
  scenarios: { open: { executor: 'constant-arrival-rate', rate: 30, timeUnit: '1s', duration: '3m', preAllocatedVUs: 40 } },
  thresholds: { ...thresholds, 'http_req_duration{name:record}': ['p(95)<300'] },
};

const MODULES = ['units', 'orders', 'reservations', 'billings'];

export default function open(): void {
  const module = MODULES[Math.floor(Math.random() * MODULES.length)]!;
  const record = pick(get<Page<{ id: string }>>(`/${module}?limit=50`, 'list')?.items);
  if (!record) return;
  get(`/${module}/${record.id}`, 'record');
  get(`/${module}/${record.id}/history`, 'history');
  sleep(0.5);
}
