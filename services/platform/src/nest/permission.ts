import { SetMetadata } from '@nestjs/common';
import { AUTHENTICATED_PERMISSION, PUBLIC_PERMISSION } from '@portico/contracts';

/**
 * Every request handler, HTTP or NATS, names the permission slug it needs. The guards deny
 * a handler that names none, and a test walks all handlers to fail the build on a gap.
 */
export const PERMISSION_KEY = 'portico:permission';
export const RequirePermission = (slug: string) => SetMetadata(PERMISSION_KEY, slug);

/** Marks a handler any authenticated caller may use (e.g. "who am I"). Still needs a token. */
export const AUTHENTICATED_ONLY = AUTHENTICATED_PERMISSION;

/**
 * Marks a handler that needs no token (accepting an invitation, signing up). Named, so a
 * handler with no slug at all stays closed.
 */
export const PUBLIC_ROUTE = PUBLIC_PERMISSION;
