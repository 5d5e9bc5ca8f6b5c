import { DEFAULT_ROLE_GRANTS, insightExportRoute, insightReportRoute, accountingReportRoute } from '@portico/contracts';
import { peopleService } from '../../../services/people/src/people.service';
import { billingService } from '../../../services/billing/src/billing.service';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/**
 * What the one registrar does with a declaration (ADR 0045), through the gateway and a real
 * billing service: the slug is checked before anything is forwarded, the gateway's fixed query
 * values win over the caller's, and a declared download is sent as the named file.
 */
let api: ApiTestbed;

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService, billingService] });
}, 180_000);

afterAll(() => api?.stop());

it('refuses a caller without the declared slug, and one without a token', async () => {
  expect(DEFAULT_ROLE_GRANTS.resident ?? []).not.toContain(accountingReportRoute.permission);
  const refused = await api.call('resident@portico.test', 'GET', '/reports/accounting');
  expect(refused).toMatchObject({
    status: 403,
    body: { code: 'FORBIDDEN', message: `You do not have the ${accountingReportRoute.permission} permission` },
  });
  expect((await api.call(null, 'GET', '/reports/accounting')).status).toBe(401);
});

it("forwards the caller's query to the service, which refuses what the declared schema does not name", async () => {
  const answered = await api.call('manager@portico.test', 'GET', '/reports/accounting?asOf=2026-01-31');
  expect(answered.status).toBe(200);
  expect(answered.body.asOf).toBe('2026-01-31');
  const refused = await api.call('manager@portico.test', 'GET', '/reports/accounting?bogus=1');
  expect(refused.status).toBe(422);
});

it("keeps the gateway's fixed query values: asking the JSON report for CSV still answers JSON", async () => {
  expect(insightReportRoute.fixedQuery).toEqual({ format: 'json' });
  const res = await api.call('manager@portico.test', 'GET', '/reports/insight?format=csv');
  expect(res.status).toBe(200);
  expect(Array.isArray(res.body.items)).toBe(true);
  expect(res.body.csv).toBeUndefined();
});

it('sends a declared download as the named file, from the field of the reply', async () => {
  const res = await api.call('manager@portico.test', 'GET', '/reports/insight/export');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(insightExportRoute.download!.contentType);
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${insightExportRoute.download!.fileName}"`);
  expect(res.text.split('\n')[0]).toMatch(/,/);
});
