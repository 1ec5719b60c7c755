import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** What fails the accessibility check: axe's two worst impacts. */
const FAILING = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.x A and AA rules, plus its best practices) on the page as it is now and
 * returns its serious and critical findings, one line each. axe is evaluated through the DevTools
 * protocol, not added as a <script>: the cabinet's Content-Security-Policy stays on and unbroken.
 * Frames of other sites (the support chat's page) are not the cabinet's and are left out.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const results = await engine.run(document, {
      iframes: false,
      resultTypes: ['violations'],
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  });
  return violations
    .filter((violation) => violation.impact !== null && FAILING.has(violation.impact))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.help}): ${violation.targets.join(' | ')}`,
    );
}
