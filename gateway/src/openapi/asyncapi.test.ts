import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACTIONS,
  DOMAINS,
  ENTITIES,
  LEGACY_ACTION_EVENTS,
  actionEventSubject,
  entitiesWithAttachments,
  eventStreamSubjects,
} from '@portico/contracts';
import { buildAsyncApi } from './asyncapi';

interface Doc {
  channels: Record<string, { address: string; 'x-domain': string; messages: Record<string, { $ref: string }> }>;
  components: { messages: Record<string, { payload: { properties: { data: unknown } } }>; schemas: Record<string, unknown> };
}

/** Like openapi.json: a change to any event shows as a diff in review (`npm run openapi`). */
it('matches the committed docs/api/asyncapi.json', () => {
  const committed = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'docs', 'api', 'asyncapi.json'), 'utf8'));
  expect(buildAsyncApi()).toEqual(committed);
});

it('documents every event subject a domain stream binds, each with a resolvable payload', () => {
  const doc = buildAsyncApi() as unknown as Doc;
  const addresses = Object.values(doc.channels).map((c) => c.address);
  for (const action of ACTIONS) expect(addresses).toContain(actionEventSubject(action));
  for (const def of ENTITIES) {
    expect(addresses).toContain(`${def.domain}.${def.name}.created`);
    expect(addresses).toContain(`${def.domain}.state.${def.name}.{id}`);
  }
  for (const def of entitiesWithAttachments(ENTITIES)) expect(addresses).toContain(`${def.domain}.${def.name}.attachmentAdded`);
  // Every channel's subject falls under what its domain's streams bind (or is an action's old subject, still copied).
  const legacySubjects = new Set(DOMAINS.flatMap((d) => LEGACY_ACTION_EVENTS[d]));
  for (const channel of Object.values(doc.channels)) {
    const domain = channel['x-domain'] as (typeof DOMAINS)[number];
    const patterns = [...eventStreamSubjects(domain), `${domain}.state.*.*`].map(
      (p) => new RegExp(`^${p.replace(/\./g, '\\.').replace(/\*/g, '[^.]+').replace(/>$/, '.+')}$`),
    );
    const concrete = channel.address.replace('{id}', 'x');
    expect({ channel: channel.address, bound: legacySubjects.has(concrete) || patterns.some((p) => p.test(concrete)) }).toEqual({
      channel: channel.address,
      bound: true,
    });
    for (const { $ref } of Object.values(channel.messages)) {
      const message = doc.components.messages[$ref.replace('#/components/messages/', '')];
      expect(message?.payload.properties.data).toBeDefined();
      const dataRef = (message!.payload.properties.data as { $ref?: string }).$ref;
      if (dataRef) expect(doc.components.schemas[dataRef.replace('#/components/schemas/', '')]).toBeDefined();
    }
  }
});
