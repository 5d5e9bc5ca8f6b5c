import {
  PorticoError,
  actionBodySchema,
  actionEventSubject,
  canTransition,
  parseInput,
  transitionRefusalMessage,
  msg,
  type ActionDef,
} from '@portico/contracts';
import type { Db } from '../db/database';
import type { Principal } from '../auth/principal';
import type { ResourceRecord, ResourceService } from './resource-service';

/**
 * A service's own rule for one action (ADR 0020): runs inside the transaction, after the
 * record is locked and its state checked. It returns further field changes (a decision date)
 * and throws PorticoError to refuse.
 */
export type ActionHandler = (ctx: {
  tx: Db;
  principal: Principal;
  /** The locked row as stored, secret fields included. */
  record: Record<string, unknown>;
  input: Record<string, unknown>;
  reason: string | undefined;
}) => Promise<Record<string, unknown> | void>;

/**
 * Runs one declared action: validate the body, lock the record within the caller's scope,
 * check its state, run the handler, set the target state, write the action's event with its
 * meta, commit, then the usual after-commit work. Two concurrent runs on one record queue on
 * the row lock; the second sees the new state and is refused with 409.
 */
export class ActionRunner {
  private readonly schema;

  constructor(
    readonly action: ActionDef,
    private readonly service: ResourceService,
    private readonly handler?: ActionHandler,
  ) {
    this.schema = actionBodySchema(action);
  }

  async run(principal: Principal, id: unknown, body: unknown): Promise<ResourceRecord> {
    const parsed = this.parse(body);
    return this.service.transaction((tx) => this.apply(tx, principal, id, parsed, this.handler));
  }

  /**
   * Runs the action inside a flow's own transaction (a public invitation acceptance creates the
   * user, then accepts the invite). `handler` replaces the registered one for this call: it
   * may carry what only the flow knows (the new user's id), never through the event.
   */
  runWithin(tx: Db, principal: Principal, id: unknown, body: unknown, handler?: ActionHandler): Promise<ResourceRecord> {
    return this.apply(tx, principal, id, this.parse(body), handler ?? this.handler);
  }

  private parse(body: unknown): { reason: string | undefined; input: Record<string, unknown> } {
    const { reason, ...input } = parseInput(this.schema, body) as Record<string, unknown> & { reason?: string | null };
    return { reason: typeof reason === 'string' && reason ? reason : undefined, input };
  }

  private async apply(
    tx: Db,
    principal: Principal,
    id: unknown,
    { reason, input }: { reason: string | undefined; input: Record<string, unknown> },
    handler: ActionHandler | undefined,
  ): Promise<ResourceRecord> {
    const { action } = this;
    const current = await this.service.lockInScope(tx, principal, id);
    if (current.status !== 'active')
      throw new PorticoError(
        'CONFLICT',
        msg('error.restoreBeforeChange', { entity: { en: action.entity.title.en.toLowerCase(), es: action.entity.title.es } }),
      );
    const from = current[action.stateField];
    if (!canTransition(action, from)) throw new PorticoError('CONFLICT', transitionRefusalMessage(action, from), { state: from });
    const extra = (await handler?.({ tx, principal, record: current, input, reason })) ?? {};
    const changes = { ...extra, ...(action.to !== undefined ? { [action.stateField]: action.to } : {}) };
    return this.service.applyAction(tx, principal, current, changes, {
      subject: actionEventSubject(action),
      meta: {
        action: action.name,
        from: String(from),
        ...(action.to !== undefined ? { to: action.to } : {}),
        ...(reason ? { reason } : {}),
        ...(Object.keys(input).length ? { input } : {}),
      },
    });
  }
}

/** Runner of each action of a service, by `<entity>.<action>`. */
export type ActionRunners = Map<string, ActionRunner>;

export const actionKey = (action: Pick<ActionDef, 'name'> & { entity: { name: string } }): string => `${action.entity.name}.${action.name}`;
