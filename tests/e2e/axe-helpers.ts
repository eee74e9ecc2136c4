import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

/** The page's serious and critical axe violations, each as `rule: targets`, for `toEqual([])`. */
export async function severeAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
