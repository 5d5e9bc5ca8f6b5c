// keycloak-js reads the silent check-sso result from this frame (a file: the CSP allows no inline
// script). Opened as a popup instead (the lock screen's fresh sign-in), it answers its opener.
if (parent !== window) parent.postMessage(location.href, location.origin);
else if (window.opener) window.opener.postMessage(location.href, location.origin);
