import http, { type RefinedResponse, type ResponseType } from 'k6/http';
import { check, fail } from 'k6';

/**
 * What every load script shares: where Portico answers (`BASE_URL`, the edge's origin) and who
 * signs in (`PORTICO_TOKEN`, an access token from the installation's identity provider for an
 * account of the role the script plays). k6 reads both with `-e NAME=value`.
 */
export const baseUrl = (__ENV.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');

export function token(): string {
  const value = __ENV.PORTICO_TOKEN;
  if (!value) fail('PORTICO_TOKEN is not set: an access token for the account this script plays');
  return value;
}

/** Thresholds every script holds: errors under 1 %, and the API's latency budget. */
export const thresholds = {
  http_req_failed: ['rate<0.01'],
  http_req_duration: ['p(95)<500', 'p(99)<1500'],
  checks: ['rate>0.99'],
};

export interface Page<T> {
  items: T[];
  nextCursor?: string | null;
}

export function get<T>(path: string, name: string): T {
  return json<T>(http.get(`${baseUrl}/api/v1${path}`, { headers: headers(), tags: { name } }), name);
}

export function post<T>(path: string, body: unknown, name: string): T {
  return json<T>(http.post(`${baseUrl}/api/v1${path}`, JSON.stringify(body), { headers: headers(), tags: { name } }), name);
}

function headers(): Record<string, string> {
  return { authorization: `Bearer ${token()}`, 'content-type': 'application/json', accept: 'application/json' };
}

function json<T>(res: RefinedResponse<ResponseType | undefined>, name: string): T {
  check(res, { [`${name} answers 2xx`]: (r) => r.status >= 200 && r.status < 300 });
  return (res.status >= 200 && res.status < 300 ? res.json() : null) as T;
}

/** One id picked from a list page, or none when the account sees nothing there. */
export function pick<T>(items: T[] | undefined): T | undefined {
  return items && items.length ? items[Math.floor(Math.random() * items.length)] : undefined;
}
