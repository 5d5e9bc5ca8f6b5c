/** The gateway's public slug is the platform's: one name for "no token needed". */
export { PUBLIC_ROUTE } from '@portico/platform';
