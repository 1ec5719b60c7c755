import { expect, test as base } from '@playwright/test';

/**
 * Every e2e test runs with the cabinet's Content-Security-Policy on (the static servers send it):
 * this fixture collects each `securitypolicyviolation` of every page and frame of the test's
 * browser context and fails the test when there was one, so a change that needs a looser policy
 * (an inline script, eval, a new host) shows up at once.
 */
export const test = base.extend<{ noPolicyViolations: void; pageStateOnFailure: void }>({
  noPolicyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportPolicyViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportPolicyViolation?: (text: string) => void })
            .__reportPolicyViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.href}`);
        });
      });
      await use();
      expect(violations, 'Content-Security-Policy violations during the test').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * A failed test prints what each of its pages showed (URL and accessibility tree), so that a
   * failure in CI, where no trace or screenshot is kept, can be read from the log alone.
   */
  pageStateOnFailure: [
    async ({ context }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        const tree = await page
          .locator('body')
          .ariaSnapshot({ timeout: 2_000 })
          .catch(() => '(no snapshot)');
        console.log(`--- the page at the failure: ${page.url()}\n${tree.slice(0, 6_000)}`);
      }
    },
    { auto: true },
  ],
});

export { expect };
