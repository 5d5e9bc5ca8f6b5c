import { ApiError } from './errors';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue | QueryValue[]>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** Prefix of every path, e.g. `/api/v1`. */
  baseUrl: string;
  /** A current access token (refreshed ahead of expiry), or null when signed out. */
  getToken: () => Promise<string | null>;
  /** Forces a token refresh after a 401; resolves to the new token or null if the session is gone. */
  refreshToken: () => Promise<string | null>;
  /** Called when a 401 survives the refresh: the session is over. */
  onSessionLost?: () => void;
  /** Headers added to every request (e.g. `x-portico-view-as` while viewing as a user). */
  headers?: () => Record<string, string>;
  /** Sees every error response before it is thrown (e.g. to toast a read-only refusal). */
  onError?: (error: ApiError) => void;
  fetch?: typeof fetch;
}

/** Builds `path?query`, leaving out empty values. */
export function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue;
      params.append(key, String(value));
    }
  }
  const qs = params.toString();
  return `${baseUrl.replace(/\/$/, '')}${cleanPath}${qs ? `?${qs}` : ''}`;
}

/**
 * REST client for `/api/v1`. Adds the Bearer token, turns the error envelope into `ApiError`,
 * and on a 401 refreshes the token once: requests that fail meanwhile wait for that same
 * refresh and are then retried with the new token (spec, part 7).
 */
export class ApiClient {
  private refreshing: Promise<string | null> | null = null;

  constructor(private readonly options: ApiClientOptions) {}

  get<T>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }

  patch<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('PATCH', path, { ...options, body });
  }

  delete<T = void>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    return this.read<T>(await this.exchange(method, path, options));
  }

  /** A file download (an attachment): the bytes as a Blob, errors as for any request. */
  async blob(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Blob> {
    const response = await this.exchange('GET', path, options);
    if (!response.ok) return this.read<never>(response);
    return response.blob();
  }

  private async exchange(method: string, path: string, options: RequestOptions): Promise<Response> {
    // A refresh already under way: wait for it instead of sending a token about to be refused.
    const token = this.refreshing ? await this.refreshing : await this.options.getToken();
    let response = await this.send(method, path, options, token);
    if (response.status === 401) {
      const fresh = await this.refreshOnce();
      if (fresh) response = await this.send(method, path, options, fresh);
      if (response.status === 401) this.options.onSessionLost?.();
    }
    return response;
  }

  private refreshOnce(): Promise<string | null> {
    if (!this.refreshing) {
      this.refreshing = this.options
        .refreshToken()
        .catch(() => null)
        .finally(() => {
          // Let every waiter of this round see the result before a new round may start.
          setTimeout(() => {
            this.refreshing = null;
          }, 0);
        });
    }
    return this.refreshing;
  }

  private async send(method: string, path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...this.options.headers?.(), ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    // Files: the browser writes the multipart body and its boundary itself.
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    try {
      return await doFetch(buildUrl(this.options.baseUrl, path, options.query), { method, headers, body, signal: options.signal });
    } catch (error) {
      if (options.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
        throw new ApiError({ code: 'ABORTED', status: 0, message: 'Request cancelled' });
      }
      throw new ApiError({ code: 'NETWORK', status: 0, message: 'The server could not be reached. Check your connection and try again.' });
    }
  }

  private async read<T>(response: Response): Promise<T> {
    const text = response.status === 204 ? '' : await response.text();
    let body: unknown = text;
    if (text && (response.headers.get('content-type') ?? '').includes('json')) {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = text;
      }
    }
    if (!response.ok) {
      const error = ApiError.fromResponse(response.status, body, response.statusText);
      this.options.onError?.(error);
      throw error;
    }
    return (text ? body : undefined) as T;
  }
}
