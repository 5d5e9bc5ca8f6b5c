import '../zod-setup';
import { z } from 'zod';
import type { Role } from '../auth/roles';
import type { EntityDef, FieldDef, Label } from './define';
import { fieldSchema } from './schemas';
import { policyText } from './input-rules';
import { renderMessage } from '../messages/render';
import { zodError } from '../messages/zod';
import type { MessageRef } from '../messages/types';
import type { ReasonAudience } from './field-visibility';
import { entityLabelKeys, tagLabel } from './label-keys';
import { actionEventSubjectOf } from '../messaging/subjects';

/**
 * Actions and state machines (ADR 0020): a named transition of one entity's records beyond
 * create/update/archive ("approve a join request", "assign a work order"). One declaration
 * drives the NATS subject, the event, the REST route, the permission slug, the default grants,
 * the input schema and the button on the record's screen; the platform's action runner checks
 * the state, locks the row and writes the event.
 */
export interface ActionDef {
  kind: 'action';
  entity: EntityDef;
  /** camelCase verb: the NATS subject's last part (`people.joinRequest.approve`). */
  name: string;
  label: Label;
  /** Past tense, the event's last part (`people.joinRequest.approved`). */
  event: string;
  /** The enum field holding the record's state. */
  stateField: string;
  /** States the action may start from. */
  from: readonly string[];
  /** State the record ends in; absent: the action changes no state (e.g. "add a note"). */
  to?: string;
  reason?: 'required' | 'optional';
  /**
   * Who reads the reason in the record's history (ADR 0037): `everyone` who reads the record
   * (default), or only the listed restricted roles besides management — a dispatch note is for
   * the vendor, a vendor's decline for management.
   */
  reasonAudience?: ReasonAudience;
  /** Extra input, validated with the same builders as entity fields. */
  input?: Record<string, FieldDef>;
  /** Text of the confirmation the screen asks before running the action. */
  confirm?: Label;
  tone?: 'primary' | 'danger' | 'neutral';
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: Partial<Record<Role, true>>;
  /**
   * Run only by the service's own flows (a public, token-authenticated page): no REST route,
   * no NATS request handler and no permission slug. The runner's checks still apply.
   */
  internal?: true;
  /** Never allowed while viewing as another user: every action writes. */
  readonly viewAs: false;
}

/** What `defineAction` takes: an `ActionDef` without what it derives (the state field defaults to `state`). */
export type ActionSpec = Omit<ActionDef, 'kind' | 'entity' | 'stateField' | 'viewAs'> & { stateField?: string };

const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
/** The kit's own verbs and events: an action with one of these names would shadow a generic route. */
const RESERVED_NAMES = new Set(['list', 'read', 'create', 'update', 'archive', 'restore', 'delete', 'import', 'imports']);
const RESERVED_EVENTS = new Set(['created', 'updated', 'archived', 'restored', 'deleted']);
/** Keys the action body reserves for itself. */
const RESERVED_INPUT = new Set(['reason', 'id', 'version']);

/** Declares an action of `entity`; throws when the declaration names unknown states or fields. */
export function defineAction(entity: EntityDef, spec: ActionSpec): ActionDef {
  const where = `${entity.name}.${spec.name}`;
  if (!CAMEL.test(spec.name)) throw new Error(`${where}: action name must be camelCase`);
  if (!CAMEL.test(spec.event)) throw new Error(`${where}: event must be camelCase`);
  if (RESERVED_NAMES.has(spec.name)) throw new Error(`${where}: name is reserved by the generic kit`);
  if (RESERVED_EVENTS.has(spec.event)) throw new Error(`${where}: event is reserved by the generic kit`);
  if (spec.name === spec.event) throw new Error(`${where}: the event must differ from the request name`);
  const stateField = spec.stateField ?? 'state';
  const field = entity.fields[stateField];
  if (!field || field.kind !== 'enum') throw new Error(`${where}: stateField ${stateField} is not an enum field of ${entity.name}`);
  const states = new Set((field.options ?? []).map((o) => o.value));
  if (spec.from.length === 0) throw new Error(`${where}: from lists no state`);
  for (const state of spec.from) if (!states.has(state)) throw new Error(`${where}: unknown state ${state} in from`);
  if (spec.to !== undefined && !states.has(spec.to)) throw new Error(`${where}: unknown state ${spec.to} in to`);
  for (const key of Object.keys(spec.input ?? {})) {
    if (!CAMEL.test(key)) throw new Error(`${where}: input ${key} must be camelCase`);
    if (RESERVED_INPUT.has(key)) throw new Error(`${where}: input ${key} is reserved`);
    const f = spec.input![key]!;
    if (f.kind === 'enum' && !f.options?.length) throw new Error(`${where}.${key}: enum without options`);
    if (f.kind === 'ref' && !f.ref) throw new Error(`${where}.${key}: ref without target`);
  }
  const label = tagLabel({ en: spec.label.en, es: spec.label.es }, entityLabelKeys.action(entity.name, spec.name));
  return { kind: 'action', entity, ...spec, label, stateField, viewAs: false };
}

/** Whether a catalogue export is an action declaration. */
export function isActionDef(value: unknown): value is ActionDef {
  const v = value as Partial<ActionDef> | null;
  return typeof v === 'object' && v !== null && v.kind === 'action' && typeof v.name === 'string' && typeof v.entity === 'object';
}

export function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** `people.joinRequest.approve` */
export function actionSubject(action: ActionDef): string {
  return `${action.entity.domain}.${action.entity.name}.${action.name}`;
}

/** `people.event.joinRequest.approved` (ADR 0087) */
export function actionEventSubject(action: ActionDef): string {
  return actionEventSubjectOf(action.entity.domain, action.entity.name, action.event);
}

/** URL segment after the record id: `/api/v1/join-requests/{id}/approve`. */
export function actionPath(action: ActionDef): string {
  return kebabCase(action.name);
}

/** `join-requests-approve` */
export function actionSlug(action: ActionDef): string {
  return `${action.entity.module}-${kebabCase(action.name)}`;
}

/** Whether a record in `state` may undergo `action`. */
export function canTransition(action: ActionDef, state: unknown): boolean {
  return typeof state === 'string' && action.from.includes(state);
}

/** The label of a state, for messages ("A join request that is Accepted cannot be approved"). */
export function stateLabel(action: ActionDef, state: unknown): Label {
  const option = action.entity.fields[action.stateField]?.options?.find((o) => o.value === state);
  return option?.label ?? { en: String(state ?? 'unknown'), es: String(state ?? 'desconocido') };
}

/** The 409 message of a transition from a state the action does not start from. */
export function transitionRefusal(action: ActionDef, state: unknown): string {
  return renderMessage(transitionRefusalMessage(action, state));
}

/** The same refusal as a catalogue message, worded in the reader's language by the gateway (ADR 0077). */
export function transitionRefusalMessage(action: ActionDef, state: unknown): MessageRef {
  const title = action.entity.title;
  const article = /^[aeiou]/i.test(title.en) ? 'An' : 'A';
  const verb = action.event.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  return {
    key: 'error.transitionRefused',
    params: { article, entity: { en: title.en.toLowerCase(), es: title.es }, state: stateLabel(action, state), verb, action: action.label },
  };
}

export const REASON_REQUIRED_MESSAGE = 'A reason is required';

/** The action's body: `{ reason?, ...input }`; unknown keys are refused. */
export function actionBodySchema(action: ActionDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(action.input ?? {})) shape[key] = fieldSchema(field);
  const reason = policyText({ en: 'Reason', es: 'Motivo' }, 1000).trim();
  shape.reason =
    action.reason === 'required'
      ? z
          .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.any())
          .refine((v) => v !== undefined && v !== null, { error: zodError({ key: 'validation.reasonRequired' }), abort: true })
          .pipe(reason)
      : z.preprocess((v) => (v === '' ? undefined : v), reason.nullable().optional());
  if (!action.reason) delete shape.reason;
  return z.strictObject(shape);
}
