import { defineEntity } from './define';
import {
  actionBodySchema,
  actionEventSubject,
  actionPath,
  actionSlug,
  actionSubject,
  canTransition,
  defineAction,
  transitionRefusal,
  REASON_REQUIRED_MESSAGE,
} from './actions';
import { ACTIONS, actionEventSubjects, actionsOf, joinRequest, slugsOf } from './catalogue';
import { DEFAULT_ROLE_GRANTS } from '../auth/grants';

const order = defineEntity({
  name: 'workOrder',
  domain: 'maintenance',
  module: 'work-orders',
  grants: {},
  table: 'work_orders',
  title: { en: 'Work Order', es: 'Orden de trabajo' },
  titlePlural: { en: 'Work Orders', es: 'Órdenes de trabajo' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'summary',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  fields: {
    summary: { kind: 'text', label: { en: 'Summary', es: 'Resumen' }, required: true },
    state: {
      kind: 'enum',
      label: { en: 'State', es: 'Estado' },
      readOnly: true,
      options: [
        { value: 'open', label: { en: 'Open', es: 'Abierta' } },
        { value: 'assigned', label: { en: 'Assigned', es: 'Asignada' } },
        { value: 'completed', label: { en: 'Completed', es: 'Completada' } },
      ],
    },
    priority: { kind: 'integer', label: { en: 'Priority', es: 'Prioridad' } },
  },
});

const assign = defineAction(order, {
  name: 'assignVendor',
  label: { en: 'Assign', es: 'Asignar' },
  event: 'vendorAssigned',
  from: ['open'],
  to: 'assigned',
  reason: 'optional',
  input: { vendorId: { kind: 'ref', ref: 'user', label: { en: 'Vendor', es: 'Proveedor' }, required: true } },
  grants: { 'property-manager': true },
});

describe('defineAction', () => {
  it('derives subject, event, route and slug', () => {
    expect(assign).toMatchObject({ kind: 'action', stateField: 'state', viewAs: false });
    expect(actionSubject(assign)).toBe('maintenance.workOrder.assignVendor');
    expect(actionEventSubject(assign)).toBe('maintenance.event.workOrder.vendorAssigned');
    expect(actionPath(assign)).toBe('assign-vendor');
    expect(actionSlug(assign)).toBe('work-orders-assign-vendor');
  });

  it.each([
    ['an unknown from state', { from: ['closed'] }, /unknown state closed/],
    ['an unknown target state', { to: 'closed' }, /unknown state closed in to/],
    ['a state field that is no enum', { stateField: 'summary' }, /not an enum field/],
    ['a missing state field', { stateField: 'nope' }, /not an enum field/],
    ['an empty from', { from: [] }, /from lists no state/],
    ['a generic verb', { name: 'update' }, /reserved/],
    ['a generic event', { event: 'updated' }, /reserved/],
    ['a kebab name', { name: 'assign-vendor' }, /camelCase/],
    ['a reserved input', { input: { reason: { kind: 'text', label: { en: 'R', es: 'R' } } } }, /reserved/],
  ])('refuses %s', (_, change, message) => {
    expect(() =>
      defineAction(order, {
        name: 'assign',
        label: { en: 'Assign', es: 'Asignar' },
        event: 'assigned',
        from: ['open'],
        grants: {},
        ...(change as object),
      }),
    ).toThrow(message);
  });

  it('checks transitions and explains a refusal with the state label', () => {
    expect(canTransition(assign, 'open')).toBe(true);
    expect(canTransition(assign, 'completed')).toBe(false);
    expect(canTransition(assign, undefined)).toBe(false);
    expect(transitionRefusal(assign, 'completed')).toBe('A work order that is Completed cannot be vendor assigned');
  });

  it('validates the body with the field builders: input, reason, unknown keys', () => {
    const schema = actionBodySchema(assign);
    expect(schema.safeParse({ vendorId: '00000000-0000-4000-8000-000000000001' }).success).toBe(true);
    expect(schema.safeParse({ vendorId: 'junk' }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
    expect(schema.safeParse({ vendorId: '00000000-0000-4000-8000-000000000001', state: 'completed' }).success).toBe(false);
    const reject = actionBodySchema(ACTIONS.find((a) => a.name === 'reject')!);
    const missing = reject.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error!.issues[0]).toMatchObject({ path: ['reason'], message: REASON_REQUIRED_MESSAGE });
    expect(reject.safeParse({ reason: '' }).success).toBe(false);
    expect(reject.safeParse({ reason: 'Full' }).data).toEqual({ reason: 'Full' });
  });
});

describe('the catalogue', () => {
  it('finds actions by kind and opens the permission vocabulary to them', () => {
    expect(
      actionsOf(joinRequest)
        .map((a) => a.name)
        .sort(),
    ).toEqual(['approve', 'reject']);
    expect(slugsOf(joinRequest)).toEqual(expect.arrayContaining(['join-requests-list', 'join-requests-approve', 'join-requests-reject']));
    expect(DEFAULT_ROLE_GRANTS['property-manager']).toEqual(expect.arrayContaining(['join-requests-approve', 'join-requests-reject']));
    expect(DEFAULT_ROLE_GRANTS.resident).not.toContain('join-requests-approve');
    expect(DEFAULT_ROLE_GRANTS.administrator).toContain('join-requests-reject');
    // Internal actions (the public invite acceptance) have no slug.
    expect(DEFAULT_ROLE_GRANTS.administrator).not.toContain('invites-accept');
  });

  it('action subjects never collide with requests or generic events', () => {
    const events = new Set(ACTIONS.map(actionEventSubject));
    for (const action of ACTIONS) expect(events.has(actionSubject(action))).toBe(false);
    expect(actionEventSubjects('people')).toEqual(
      expect.arrayContaining(['people.event.joinRequest.approved', 'people.event.invite.accepted']),
    );
  });
});
