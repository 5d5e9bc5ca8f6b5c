"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.supportRules = supportRules;
const contracts_1 = require("@portico/contracts");
/**
 * Support requests: the requester is whoever raises it (not whoever they claim), a new one is
 * open, and only someone who may manage support (update) moves it along.
 */
function supportRules() {
    return {
        async beforeCreate({ principal, values }) {
            if (values.requesterId && values.requesterId !== principal.userId && !principal.permissions.has('support-update')) {
                throw new contracts_1.PorticoError('FORBIDDEN', 'You can only raise support requests for yourself');
            }
            values.requesterId ??= principal.userId;
            values.supportStatus = principal.permissions.has('support-update') ? (values.supportStatus ?? 'open') : 'open';
            values.priority ??= 'normal';
        },
    };
}
//# sourceMappingURL=support.rules.js.map