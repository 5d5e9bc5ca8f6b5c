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
Object.defineProperty(exports, "__esModule", { value: true });
exports.createActionRoutes = createActionRoutes;
const common_1 = require("@nestjs/common");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const service_client_1 = require("./service-client");
/**
 * `POST /api/v1/<module>/{id}/<action>` for each declared action of one entity (ADR 0020), each
 * with the action's own slug; undefined when the entity declares none. A POST, so a view-as
 * session is refused here as for every write, and again by the service.
 */
function createActionRoutes(def) {
    const actions = (0, contracts_1.requestableActionsOf)(def);
    if (actions.length === 0)
        return undefined;
    let ActionRoutes = class ActionRoutes {
        services;
        constructor(services) {
            this.services = services;
        }
    };
    ActionRoutes = __decorate([
        (0, common_1.Controller)(`api/v1/${def.module}`),
        __metadata("design:paramtypes", [service_client_1.ServiceClient])
    ], ActionRoutes);
    for (const action of actions) {
        const method = `run${action.name[0].toUpperCase()}${action.name.slice(1)}`;
        const subject = (0, contracts_1.actionSubject)(action);
        const handler = function (req, id, body) {
            return this.services.forward(req, subject, { params: { id }, body });
        };
        Object.defineProperty(handler, 'name', { value: method });
        Object.defineProperty(ActionRoutes.prototype, method, { value: handler, writable: true, configurable: true });
        const descriptor = Object.getOwnPropertyDescriptor(ActionRoutes.prototype, method);
        (0, common_1.Req)()(ActionRoutes.prototype, method, 0);
        (0, common_1.Param)('id')(ActionRoutes.prototype, method, 1);
        (0, common_1.Body)()(ActionRoutes.prototype, method, 2);
        (0, common_1.Post)(`:id/${(0, contracts_1.actionPath)(action)}`)(ActionRoutes.prototype, method, descriptor);
        (0, common_1.HttpCode)(200)(ActionRoutes.prototype, method, descriptor);
        (0, platform_1.RequirePermission)((0, contracts_1.actionSlug)(action))(ActionRoutes.prototype, method, descriptor);
    }
    Object.defineProperty(ActionRoutes, 'name', { value: `${def.name[0].toUpperCase()}${def.name.slice(1)}ActionRoutes` });
    return ActionRoutes;
}
//# sourceMappingURL=action-routes.js.map