// keycloak-js reads the silent check-sso result from this frame (a file: the CSP allows no inline script).
parent.postMessage(location.href, location.origin);
