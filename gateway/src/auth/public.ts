/** Slug for the few routes that need no token (health). Named, so "no slug" stays an error. */
export const PUBLIC_ROUTE = 'public';
