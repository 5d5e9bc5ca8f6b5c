"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NoIdentityDirectory = void 0;
/** When no provider is configured (tests with a test issuer): nothing to keep in step. */
class NoIdentityDirectory {
    kind = 'none';
    async upsert() { }
    async delete() { }
}
exports.NoIdentityDirectory = NoIdentityDirectory;
//# sourceMappingURL=identity-directory.js.map