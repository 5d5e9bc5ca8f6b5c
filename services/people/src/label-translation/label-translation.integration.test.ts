import { LABEL_OVERRIDES_MODULE, LABEL_TEXT_MAX } from '@portico/contracts';
import { peopleService } from '../people.service';
import { startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';
import { DEMO_LABEL_OVERRIDES } from './label-translation.seed';

/** Label translation (ADR 0070): every console reads the overrides, administrators change them. */
let api: ApiTestbed;

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService] });
}, 180_000);

afterAll(() => api?.stop());

const ADMIN = 'admin@portico.test';

/** Opens the push stream as `who` and resolves with the first change of the label overrides for `key`. */
async function labelChangeHeard(who: string, key: string): Promise<{ stop: () => void; heard: Promise<Record<string, unknown>> }> {
  const controller = new AbortController();
  const res = await fetch(`${api.url}/api/v1/push/changes`, {
    headers: { authorization: `Bearer ${await api.token(who)}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  // The stream greets first: once read, the subscription is in place.
  let buffer = decoder.decode((await reader.read()).value);
  const heard = (async () => {
    for (;;) {
      for (const line of buffer.split('\n')) {
        if (!line.startsWith('data: ')) continue;
        const change = JSON.parse(line.slice(6)) as Record<string, unknown>;
        if (change.module === LABEL_OVERRIDES_MODULE && change.id === key) return change;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('push stream ended before the change');
      buffer += decoder.decode(value);
    }
  })();
  return { stop: () => controller.abort(), heard };
}

it('serves the overrides to every signed-in console and the catalogue to administrators only', async () => {
  const read = await api.call('resident@portico.test', 'GET', '/label-overrides');
  expect(read.status).toBe(200);
  const seeded = DEMO_LABEL_OVERRIDES[0];
  expect(read.body.overrides).toEqual(expect.arrayContaining([expect.objectContaining({ key: seeded.key, en: seeded.en, es: seeded.es })]));
  expect((await api.call(null, 'GET', '/label-overrides')).status).toBe(401);

  for (const who of ['manager@portico.test', 'staff@portico.test', 'resident@portico.test', 'vendor@portico.test']) {
    expect([who, (await api.call(who, 'GET', '/label-translations')).status]).toEqual([who, 403]);
    expect([who, (await api.call(who, 'PUT', '/label-translations', { key: 'entity.property.title', en: 'Building' })).status]).toEqual([
      who,
      403,
    ]);
    expect([who, (await api.call(who, 'POST', '/label-translations/revert', { key: 'entity.property.title' })).status]).toEqual([who, 403]);
  }

  const catalogue = await api.call(ADMIN, 'GET', '/label-translations');
  expect(catalogue.status).toBe(200);
  const entries = catalogue.body.entities as { key: string; en: string; es: string }[];
  // Entity labels come from the domains' manifests (here people's own), with their built-in texts.
  expect(entries).toEqual(
    expect.arrayContaining([
      { key: 'entity.property.title', en: 'Property', es: 'Propiedad' },
      expect.objectContaining({ key: expect.stringMatching(/^entity\.property\.field\./) }),
      expect.objectContaining({ key: expect.stringMatching(/^entity\.joinRequest\.action\./) }),
    ]),
  );
});

it('overrides a label per language, tells open consoles at once, and reverts to the built-in text', async () => {
  const key = 'entity.property.titlePlural';
  const stream = await labelChangeHeard('resident@portico.test', key);
  try {
    const set = await api.call(ADMIN, 'PUT', '/label-translations', { key, es: '  Edificios ' });
    expect(set).toMatchObject({ status: 200, body: { override: { key, en: null, es: 'Edificios' } } });
    // A resident's open console hears the change (only the key travels) and rereads the overrides.
    expect(await stream.heard).toMatchObject({ module: LABEL_OVERRIDES_MODULE, entity: 'labelOverride', id: key });
  } finally {
    stream.stop();
  }
  const seen = await api.call('resident@portico.test', 'GET', '/label-overrides');
  expect(seen.body.overrides).toEqual(expect.arrayContaining([expect.objectContaining({ key, en: null, es: 'Edificios' })]));

  // The other language is added without touching the first; null takes one language back.
  expect((await api.call(ADMIN, 'PUT', '/label-translations', { key, en: 'Buildings' })).body.override).toMatchObject({
    en: 'Buildings',
    es: 'Edificios',
  });
  expect((await api.call(ADMIN, 'PUT', '/label-translations', { key, es: null })).body.override).toMatchObject({
    en: 'Buildings',
    es: null,
  });

  // Console texts (kit, shell, remotes) are overridden the same way.
  expect(
    (await api.call(ADMIN, 'PUT', '/label-translations', { key: 'mfe-community.parcels.signHere', es: 'Firma de quien recibe' })).status,
  ).toBe(200);

  const reverted = await api.call(ADMIN, 'POST', '/label-translations/revert', { key });
  expect(reverted).toMatchObject({ status: 200, body: { override: null } });
  const after = (await api.call(ADMIN, 'GET', '/label-translations')).body.overrides as { key: string }[];
  expect(after.map((o) => o.key)).not.toContain(key);
  expect(after.map((o) => o.key)).toContain('mfe-community.parcels.signHere');
  // Reverting what has no override changes nothing and is not an error.
  expect((await api.call(ADMIN, 'POST', '/label-translations/revert', { key })).status).toBe(200);
  // Both languages back to null removes the override too.
  expect((await api.call(ADMIN, 'PUT', '/label-translations', { key: 'mfe-community.parcels.signHere', en: null, es: null })).body).toEqual(
    {
      override: null,
    },
  );
});

it('refuses unknown keys, empty text and text over the limit with clear messages', async () => {
  const refused = async (body: unknown, status: number, words: string) => {
    const res = await api.call(ADMIN, 'PUT', '/label-translations', body);
    expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status]);
    expect(JSON.stringify(res.body)).toContain(words);
  };
  await refused({ key: 'entity.property.field.nope', en: 'X' }, 404, 'No entity label has the key entity.property.field.nope');
  await refused({ key: 'entity.spaceship.title', en: 'X' }, 404, 'No entity label has the key entity.spaceship.title');
  await refused({ key: 'bogus.save', en: 'X' }, 404, 'No label has the key bogus.save');
  await refused({ key: 'Not a key', en: 'X' }, 422, 'Not a label key');
  await refused({ key: 'entity.property.title', en: '   ' }, 422, 'The text cannot be empty');
  await refused(
    { key: 'entity.property.title', es: 'x'.repeat(LABEL_TEXT_MAX + 1) },
    422,
    `A label is at most ${LABEL_TEXT_MAX} characters`,
  );
  await refused({ key: 'entity.property.title' }, 422, 'Give the English or the Spanish text');
  await refused({ key: 'entity.property.title', en: 'X', fr: 'Y' }, 422, 'fr');
  await refused({ en: 'X' }, 422, 'Name the label');
  const revert = await api.call(ADMIN, 'POST', '/label-translations/revert', { key: 'entity.nothing.title' });
  expect(revert.status).toBe(404);
  // Nothing of the refused writes was stored.
  const stored = (await api.call(ADMIN, 'GET', '/label-overrides')).body.overrides as { key: string }[];
  expect(stored.map((o) => o.key)).not.toContain('entity.property.title');
});
