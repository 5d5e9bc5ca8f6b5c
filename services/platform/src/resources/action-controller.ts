import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { actionSlug, actionSubject, requestableActionsOf, type ActionDef, type EntityDef, type ResourceRequest } from '@portico/contracts';
import { RequirePermission } from '../nest/permission';
import { principalOf } from '../nest/principal-store';
import { actionKey, type ActionRunners } from './action-runner';

export const ACTION_RUNNERS = 'portico:action-runners';

/**
 * The NATS handlers of one entity's declared actions (ADR 0020), one per action, each with
 * the action's own permission slug; undefined when the entity declares no requestable action.
 */
export function createActionController(def: EntityDef, declared?: readonly ActionDef[]): Type | undefined {
  // A service passes its own catalogue's actions (ADR 0073); tools fall back to the compiled catalogue.
  const actions = declared ? declared.filter((a) => !a.internal) : requestableActionsOf(def);
  if (actions.length === 0) return undefined;

  @Controller()
  class ActionController {
    constructor(@Inject(ACTION_RUNNERS) readonly runners: ActionRunners) {}
  }
  for (const action of actions) {
    const method = `run${action.name[0]!.toUpperCase()}${action.name.slice(1)}`;
    const key = actionKey(action);
    const handler = function (this: ActionController, req: ResourceRequest) {
      return this.runners.get(key)!.run(principalOf(req), req.params?.id, req.body);
    };
    Object.defineProperty(handler, 'name', { value: method });
    Object.defineProperty(ActionController.prototype, method, { value: handler, writable: true, configurable: true });
    const descriptor = Object.getOwnPropertyDescriptor(ActionController.prototype, method)!;
    Payload()(ActionController.prototype, method, 0);
    MessagePattern(actionSubject(action))(ActionController.prototype, method, descriptor);
    RequirePermission(actionSlug(action))(ActionController.prototype, method, descriptor);
  }
  Object.defineProperty(ActionController, 'name', { value: `${def.name[0]!.toUpperCase()}${def.name.slice(1)}ActionController` });
  return ActionController;
}
