import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Serious and critical WCAG violations on the page as it is now, one line each for the report. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
}

/**
 * Fails on any serious or critical violation. A spec that calls it must `test.use({ bypassCSP: true })`:
 * the console's CSP (script-src 'self') refuses the script axe injects.
 */
export async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
}

/** Chakra animates dialogs in; axe reads colours, so a check waits for the end state. */
export async function dialogAnimated(page: Page) {
  await page.waitForTimeout(400);
}
