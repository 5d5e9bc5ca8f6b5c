import { sleep } from 'k6';
import type { Options } from 'k6/options';
import { get, thresholds, type Page } from './api';

/** Staff and managers paging through the lists they open all day. */
export const options: Options = {
  scenarios: {
    browse: {
      executor: 'ramping-vus',
      stages: [
        { duration: '1m', target: 50 },
        { duration: '3m', target: 50 },
        { duration: '30s', target: 0 },
      ],
    },
  },
  thresholds: { ...thresholds, 'http_req_duration{name:list}': ['p(95)<400'] },
};

const LISTS = ['properties', 'units', 'users', 'orders', 'reservations', 'billings', 'notifications', 'bulletin'];

export default function browse(): void {
  const list = LISTS[Math.floor(Math.random() * LISTS.length)]!;
  let page = get<Page<unknown>>(`/${list}?limit=25`, 'list');
  // Two pages deeper, as someone scrolling does; keyset cursors keep each page as cheap as the first.
  for (let depth = 0; depth < 2 && page?.nextCursor; depth++) {
    page = get<Page<unknown>>(`/${list}?limit=25&cursor=${encodeURIComponent(page.nextCursor)}`, 'list');
  }
  sleep(1);
}
