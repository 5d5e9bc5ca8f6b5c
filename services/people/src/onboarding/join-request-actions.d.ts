import { type ActionHandlers, type ResourceService } from '@portico/platform';
/**
 * The approver's decision on a join request, as handlers of the declared `approve` and `reject`
 * actions (ADR 0020): the runner has locked the request in the approver's scope and checked it
 * is pending; these add who may decide, and what deciding does.
 */
export declare function joinRequestActions(resources: Map<string, ResourceService>): ActionHandlers;
