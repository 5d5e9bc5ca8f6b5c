import { source as axeSource } from 'axe-core';
import type { Page } from 'playwright-core';

/** One rule axe-core found broken, with the elements it found it on. */
export interface AxeViolation {
  rule: string;
  impact: 'serious' | 'critical';
  help: string;
  targets: string[];
}

/** What a person is blocked by (critical) or seriously hindered by (serious); minor and moderate are reported elsewhere. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core in the page as it is now (WCAG 2.x A and AA rules and axe's best practices)
 * and answers its serious and critical violations. The script is evaluated once per document
 * (pages reached by client-side navigation keep it) through the debugging protocol: the
 * console's CSP (`script-src 'self'`) rightly refuses an inline script tag.
 */
export async function blockingViolations(page: Page, { include }: { include?: string } = {}): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(`${axeSource}\n;0`);
  const violations = await page.evaluate(async (context) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const result = await axe.run(context ? { include: [context] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'minor',
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`),
    }));
  }, include);
  return violations.filter((v): v is AxeViolation => BLOCKING.has(v.impact));
}

/** One line per violation, for a failure message a person reads: rule, impact and the first few elements. */
export function describeViolations(where: string, violations: readonly AxeViolation[]): string[] {
  return violations.map(
    (v) => `${where}: ${v.impact} ${v.rule} (${v.help}) on ${v.targets.length} element(s): ${v.targets.slice(0, 4).join(' | ')}`,
  );
}
