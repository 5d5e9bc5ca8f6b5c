/**
 * Where the accounting software lives. Defaults are Intuit's sandbox; `QUICKBOOKS_LOOPBACK_URL`
 * points every endpoint at the loopback server (the embedded default and tests).
 */
export interface QuickbooksEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  apiBase: string;
  /** The console page Intuit sends the browser back to (spec: /quickbooks-connected). */
  redirectUri: string;
  scope: string;
  minorVersion: string;
}

export function quickbooksEndpoints(env: NodeJS.ProcessEnv = process.env): QuickbooksEndpoints {
  const loopback = env.QUICKBOOKS_LOOPBACK_URL?.replace(/\/$/, '');
  const production = env.QUICKBOOKS_ENVIRONMENT === 'production';
  return {
    authorizeUrl: env.QUICKBOOKS_AUTHORIZE_URL ?? (loopback ? `${loopback}/connect/oauth2` : 'https://appcenter.intuit.com/connect/oauth2'),
    tokenUrl:
      env.QUICKBOOKS_TOKEN_URL ??
      (loopback ? `${loopback}/oauth2/v1/tokens/bearer` : 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer'),
    apiBase:
      env.QUICKBOOKS_API_URL ??
      (loopback ? loopback : production ? 'https://quickbooks.api.intuit.com' : 'https://sandbox-quickbooks.api.intuit.com'),
    redirectUri:
      env.QUICKBOOKS_REDIRECT_URI ?? `${(env.PORTICO_PUBLIC_URL ?? 'http://localhost:8080').replace(/\/$/, '')}/quickbooks-connected`,
    scope: 'com.intuit.quickbooks.accounting',
    minorVersion: '75',
  };
}
