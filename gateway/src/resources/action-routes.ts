import { Body, Controller, HttpCode, Param, Post, Req, type Type } from '@nestjs/common';
import type { Request } from 'express';
import { actionPath, actionSlug, actionSubject, requestableActionsOf, type EntityDef } from '@portico/contracts';
import { RequirePermission } from '@portico/platform';
import { ServiceClient } from './service-client';

/**
 * `POST /api/v1/<module>/{id}/<action>` for each declared action of one entity (ADR 0020), each
 * with the action's own slug; undefined when the entity declares none. A POST, so a view-as
 * session is refused here as for every write, and again by the service.
 */
export function createActionRoutes(def: EntityDef): Type | undefined {
  const actions = requestableActionsOf(def);
  if (actions.length === 0) return undefined;

  @Controller(`api/v1/${def.module}`)
  class ActionRoutes {
    constructor(readonly services: ServiceClient) {}
  }
  for (const action of actions) {
    const method = `run${action.name[0]!.toUpperCase()}${action.name.slice(1)}`;
    const subject = actionSubject(action);
    const handler = function (this: ActionRoutes, req: Request, id: string, body: unknown) {
      return this.services.forward(req, subject, { params: { id }, body });
    };
    Object.defineProperty(handler, 'name', { value: method });
    Object.defineProperty(ActionRoutes.prototype, method, { value: handler, writable: true, configurable: true });
    const descriptor = Object.getOwnPropertyDescriptor(ActionRoutes.prototype, method)!;
    Req()(ActionRoutes.prototype, method, 0);
    Param('id')(ActionRoutes.prototype, method, 1);
    Body()(ActionRoutes.prototype, method, 2);
    Post(`:id/${actionPath(action)}`)(ActionRoutes.prototype, method, descriptor);
    HttpCode(200)(ActionRoutes.prototype, method, descriptor);
    RequirePermission(actionSlug(action))(ActionRoutes.prototype, method, descriptor);
  }
  Object.defineProperty(ActionRoutes, 'name', { value: `${def.name[0]!.toUpperCase()}${def.name.slice(1)}ActionRoutes` });
  return ActionRoutes;
}
