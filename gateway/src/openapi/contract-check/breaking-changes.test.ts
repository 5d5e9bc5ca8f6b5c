import { asyncApiBreakingChanges, describeBreaks, openApiBreakingChanges, type Json } from './breaking-changes';

/** A one-operation document: POST /api/v1/orders of the maintenance domain. */
function rest(request: Json, response: Json, extra: Json = {}): Json {
  return {
    paths: {
      '/api/v1/orders': {
        post: {
          'x-domain': 'maintenance',
          parameters: [{ name: 'sort', in: 'query', schema: { type: 'string', enum: ['createdAt', 'title'] } }],
          requestBody: { required: true, content: { 'application/json': { schema: request } } },
          responses: { 201: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } } },
          ...extra,
        },
      },
    },
    components: { schemas: { Order: response } },
  };
}

const request = {
  type: 'object',
  required: ['title'],
  properties: { title: { type: 'string' }, priority: { type: 'string', enum: ['low', 'high'] }, notes: { type: 'string' } },
};
const order = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string' }, title: { type: 'string' }, cost: { anyOf: [{ type: 'integer' }, { type: 'null' }] } },
};
const breaks = (after: Json) => describeBreaks(openApiBreakingChanges(rest(request, order), after));

it('passes an unchanged or purely additive REST contract', () => {
  expect(breaks(rest(request, order))).toBe('');
  const wider = {
    ...request,
    properties: { ...request.properties, priority: { type: 'string', enum: ['low', 'high', 'urgent'] }, due: { type: 'string' } },
  };
  const more = { ...order, properties: { ...order.properties, dueAt: { type: 'string' } } };
  const doc = rest(wider, more);
  (doc.paths as Json)['/api/v1/parts'] = { get: { 'x-domain': 'maintenance', responses: { 200: {} } } };
  expect(breaks(doc)).toBe('');
});

it('fails a removed operation, naming its domain', () => {
  expect(breaks({ paths: {}, components: {} })).toBe('[maintenance] POST /api/v1/orders: operation removed');
});

it('fails a removed or no longer promised response field', () => {
  const { title: _title, ...rest1 } = order.properties;
  expect(breaks(rest(request, { ...order, properties: rest1 }))).toBe(
    '[maintenance] POST /api/v1/orders response 201: field title removed',
  );
  expect(breaks(rest(request, { ...order, required: [] }))).toBe(
    '[maintenance] POST /api/v1/orders response 201: field id no longer always present',
  );
});

it('fails a newly required request field and a narrowed request enum', () => {
  expect(breaks(rest({ ...request, required: ['title', 'notes'] }, order))).toBe(
    '[maintenance] POST /api/v1/orders request: field notes newly required',
  );
  const narrowed = { ...request, properties: { ...request.properties, priority: { type: 'string', enum: ['high'] } } };
  expect(breaks(rest(narrowed, order))).toBe('[maintenance] POST /api/v1/orders request priority: enum narrowed: "low" no longer accepted');
  const param = { parameters: [{ name: 'sort', in: 'query', schema: { type: 'string', enum: ['createdAt'] } }] };
  expect(breaks(rest(request, order, param))).toBe(
    '[maintenance] POST /api/v1/orders parameter query sort: enum narrowed: "title" no longer accepted',
  );
});

it('fails a changed type in either direction, and a response newly nullable', () => {
  const numeric = { ...request, properties: { ...request.properties, title: { type: 'integer' } } };
  expect(breaks(rest(numeric, order))).toBe('[maintenance] POST /api/v1/orders request title: type changed from string to number');
  const nullable = { ...order, properties: { ...order.properties, title: { type: ['string', 'null'] } } };
  expect(breaks(rest(request, nullable))).toBe(
    '[maintenance] POST /api/v1/orders response 201 title: type changed from string to null|string',
  );
  // A request that now also accepts null is additive.
  const optional = { ...request, properties: { ...request.properties, notes: { anyOf: [{ type: 'string' }, { type: 'null' }] } } };
  expect(breaks(rest(optional, order))).toBe('');
});

it('fails a newly required parameter and a removed success response', () => {
  const param = {
    parameters: [
      { name: 'sort', in: 'query', schema: { type: 'string', enum: ['createdAt', 'title'] } },
      { name: 'x-key', in: 'header', required: true, schema: { type: 'string' } },
    ],
  };
  expect(breaks(rest(request, order, param))).toBe('[maintenance] POST /api/v1/orders: parameter header x-key newly required');
  expect(breaks(rest(request, order, { responses: { 200: {} } }))).toBe('[maintenance] POST /api/v1/orders: response 201 removed');
});

/** One event of the billing domain carrying an Invoice. */
function events(payload: Json, address = 'billing.invoice.paid'): Json {
  return {
    channels: { [address]: { address, 'x-domain': 'billing', messages: { paid: { $ref: '#/components/messages/paid' } } } },
    components: { messages: { paid: { payload } } },
  };
}
const paid = { type: 'object', required: ['data'], properties: { data: { type: 'object', properties: { amount: { type: 'integer' } } } } };

it('checks events as their consumers read them', () => {
  const before = events(paid);
  expect(describeBreaks(asyncApiBreakingChanges(before, events(paid)))).toBe('');
  const more = {
    ...paid,
    properties: { data: { type: 'object', properties: { amount: { type: 'integer' }, currency: { type: 'string' } } } },
  };
  expect(describeBreaks(asyncApiBreakingChanges(before, events(more)))).toBe('');
  expect(describeBreaks(asyncApiBreakingChanges(before, events(paid, 'billing.invoice.settled')))).toBe(
    '[billing] billing.invoice.paid: event removed',
  );
  const gone = { ...paid, properties: { data: { type: 'object', properties: {} } } };
  expect(describeBreaks(asyncApiBreakingChanges(before, events(gone)))).toBe('[billing] billing.invoice.paid data: field amount removed');
  const text = { ...paid, properties: { data: { type: 'object', properties: { amount: { type: 'string' } } } } };
  expect(describeBreaks(asyncApiBreakingChanges(before, events(text)))).toBe(
    '[billing] billing.invoice.paid data.amount: type changed from number to string',
  );
});
