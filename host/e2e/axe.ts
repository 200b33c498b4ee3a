import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Serious and critical WCAG violations on the page as it is now, one line each for the report. */
async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Only violations are read, so axe builds selectors and results for them alone, in the page itself:
  // the default mode ships every node's partial result to a new blank page for every check
  // (shared/docs/testing.md). The console has no cross-origin frames, which need that mode.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .setLegacyMode();
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
}

/**
 * Fails on any serious or critical violation that is still there two seconds later: a screen that
 * has just drawn may be mid-transition for a moment (a colour easing in, rows laid out the frame after
 * they arrive), and on a busy machine axe can read that moment. A violation that stays fails, named
 * in the report. `within` (a selector) checks that part of the page alone. A spec that calls it must `test.use({ bypassCSP: true })`: the console's CSP
 * (script-src 'self') refuses the script axe injects.
 */
export async function expectAccessible(page: Page, where: string, within?: string) {
  const first = await seriousViolations(page, within);
  let violations = first;
  for (let again = 0; again < 2 && violations.length > 0; again++) {
    await page.waitForTimeout(1_000);
    violations = await seriousViolations(page, within);
  }
  // Printed so a passing run still shows what axe caught mid-transition, to find its cause.
  if (first.length > 0 && violations.length === 0)
    console.log(`axe on ${where}, gone a moment later:`, first);
  expect(violations, `axe on ${where}`).toEqual([]);
}

/**
 * Chakra animates dialogs in; axe reads colours, so a check waits for the end state: until every
 * animation running on the page has finished, rather than for a fixed time that a busy machine may
 * overrun and an idle one waits out for nothing.
 */
export async function dialogAnimated(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
