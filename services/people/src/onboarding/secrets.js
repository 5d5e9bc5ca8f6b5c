"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.newLinkToken = newLinkToken;
exports.hashToken = hashToken;
exports.checkNewPassword = checkNewPassword;
exports.actingFor = actingFor;
const node_crypto_1 = require("node:crypto");
const contracts_1 = require("@portico/contracts");
/** A link secret: 256 random bits; only its hash is stored, so a database leak yields no links. */
function newLinkToken() {
    const token = (0, node_crypto_1.randomBytes)(32).toString('base64url');
    return { token, hash: hashToken(token) };
}
function hashToken(token) {
    return (0, node_crypto_1.createHash)('sha256').update(token).digest('hex');
}
/** Spec, part 5: the password and its confirmation must match. */
function checkNewPassword(password, confirmPassword) {
    if (typeof password !== 'string' || password.length < 8) {
        throw contracts_1.PorticoError.validation([{ path: 'password', message: 'Use at least 8 characters' }]);
    }
    if (password.length > 200)
        throw contracts_1.PorticoError.validation([{ path: 'password', message: 'Use at most 200 characters' }]);
    if (password !== confirmPassword)
        throw contracts_1.PorticoError.validation([{ path: 'confirmPassword', message: "Password doesn't match. Please try again." }]);
    return password;
}
/**
 * Acts for the service itself when a public flow writes (an accepted invitation creates the
 * user the inviter asked for). It carries the inviter's id for the audit columns.
 */
function actingFor(userId) {
    return { userId, roles: ['administrator'], orgId: null, propertyIds: [], unitIds: [], vendorId: null, permissions: new Set() };
}
//# sourceMappingURL=secrets.js.map