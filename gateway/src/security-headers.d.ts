import type { HelmetOptions } from 'helmet';
/**
 * The API answers JSON only: nothing in it may run, load, frame or be framed. Referrers are
 * not sent, content types are not sniffed. (The console's own policy is the edge's.)
 */
export declare const API_SECURITY_HEADERS: Readonly<HelmetOptions>;
