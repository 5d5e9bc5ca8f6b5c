import type { HelmetOptions } from 'helmet';

/**
 * The API answers JSON only: nothing in it may run, load, frame or be framed. Referrers are
 * not sent, content types are not sniffed. (The console's own policy is the edge's.)
 */
export const API_SECURITY_HEADERS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  xContentTypeOptions: true,
};
