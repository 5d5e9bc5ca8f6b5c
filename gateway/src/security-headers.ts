import type { HelmetOptions } from 'helmet';

/**
 * The API answers JSON only: nothing in it may run, load, frame or be framed. Referrers are
 * not sent, content types are not sniffed. (The console's own policy is the edge's.) Helmet's
 * headers for old browsers or for documents only are left off: every answer carries its headers
 * uncompressed, and a console page asks the API twenty times (`x-xss-protection: 0` is what a
 * browser does without it; `x-download-options` is for Internet Explorer 8; DNS prefetching and
 * origin-keyed agent clusters concern documents, which no API answer becomes).
 */
export const API_SECURITY_HEADERS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  xContentTypeOptions: true,
  xXssProtection: false,
  xDownloadOptions: false,
  xDnsPrefetchControl: false,
  originAgentCluster: false,
};
