"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.PushController = void 0;
const common_1 = require("@nestjs/common");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const event_fanout_1 = require("./event-fanout");
const push_filter_1 = require("./push-filter");
/** How often the stream re-checks the caller's access (revocation, expiry) and keeps proxies awake. */
const RECHECK_MS = 15_000;
/**
 * Server-sent events: the changes the signed-in user may see, live. Each message names a
 * record (module, id, action); the console refetches it through the scoped API. The stream
 * ends when the token expires or access is revoked; the client reconnects with a fresh token.
 */
let PushController = class PushController {
    fanout;
    verifier;
    constructor(fanout, verifier) {
        this.fanout = fanout;
        this.verifier = verifier;
    }
    changes(req, res) {
        let principal = req.principal;
        res.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache, no-transform',
            'x-accel-buffering': 'no',
            connection: 'keep-alive',
        });
        res.write('retry: 3000\n\n');
        const unsubscribe = this.fanout.subscribe((event) => {
            const change = (0, push_filter_1.changeFor)(event, principal);
            if (change)
                res.write(`id: ${event.id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`);
        });
        const viewAs = req.headers[contracts_1.HEADERS.viewAs];
        const recheck = setInterval(() => {
            this.verifier
                .verifyAuthorization(req.headers.authorization, typeof viewAs === 'string' ? viewAs : undefined)
                .then((fresh) => {
                principal = fresh;
                res.write(': keep-alive\n\n');
            })
                .catch(() => {
                res.write('event: end\ndata: {"reason":"session"}\n\n');
                res.end();
            });
        }, RECHECK_MS);
        recheck.unref();
        res.on('close', () => {
            clearInterval(recheck);
            unsubscribe();
        });
    }
};
exports.PushController = PushController;
__decorate([
    (0, common_1.Get)('changes'),
    (0, platform_1.RequirePermission)(platform_1.AUTHENTICATED_ONLY),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], PushController.prototype, "changes", null);
exports.PushController = PushController = __decorate([
    (0, common_1.Controller)('api/v1/push'),
    __param(0, (0, common_1.Inject)(event_fanout_1.EventFanout)),
    __metadata("design:paramtypes", [event_fanout_1.EventFanout,
        platform_1.TokenVerifier])
], PushController);
//# sourceMappingURL=push.controller.js.map