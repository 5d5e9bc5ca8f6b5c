"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.API_SECURITY_HEADERS = void 0;
/**
 * The API answers JSON only: nothing in it may run, load, frame or be framed. Referrers are
 * not sent, content types are not sniffed. (The console's own policy is the edge's.)
 */
exports.API_SECURITY_HEADERS = {
    contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    xContentTypeOptions: true,
};
//# sourceMappingURL=security-headers.js.map