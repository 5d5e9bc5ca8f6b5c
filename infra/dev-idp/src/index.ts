export { startDevIdp, DEFAULT_CONSOLE_ORIGINS, DEFAULT_ISSUER, type DevIdp, type DevIdpOptions } from './server';
export { AccountStore, type Account, type AccountInput } from './account-store';
export { API_RESOURCE } from './provider-config';
export { WRONG_CREDENTIALS } from './views';
export { DEFAULT_THROTTLE_LIMITS, type ThrottleLimits } from './sign-in-throttle';
export { identityClaims, type IdentityClaims } from './claims';
export { RESET_LINK_INVALID, RESET_REQUESTED, WRONG_PASSWORD, type ResetMailer } from './password-routes';
