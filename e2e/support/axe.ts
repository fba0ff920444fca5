/**
 * Accessibility checks with axe-core, run inside the page under test. The violations that fail a
 * test are the serious and critical ones of the WCAG 2.1 A and AA rules; each is reported with
 * the rule, its help text and up to three of the elements involved, so a failure says what to fix.
 */
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {DEMO_PREVIEW_ATTRIBUTE} from '../../src/constants/dom';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];
/** The WCAG A/AA rules whose result depends on colours, the only ones a mode switch changes. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;
/** The site chrome, the same on every page of a product but for its current item. */
export const CHROME_SELECTORS = ['.navbar', '.navbar-sidebar', '.theme-doc-sidebar-container', '.footer'] as const;
/**
 * Live demos render the libraries' components as each example writes them: what axe finds there
 * belongs to the example's code or to the library, and is left out of the site's check (the
 * toolbar and code around each demo are the site's own and are checked).
 */
export const DEMO_PREVIEW_SELECTOR = `[${DEMO_PREVIEW_ATTRIBUTE}]`;

export interface AxeCheck {
  /** `content` leaves out the site chrome (`CHROME_SELECTORS`); default `page`. */
  readonly scope?: 'page' | 'content';
  /** Whether live demo previews are checked too; default false. */
  readonly demos?: boolean;
  /** `colour` runs only `COLOUR_RULES`; default `all` (the WCAG 2.1 A and AA rules). */
  readonly rules?: 'all' | 'colour';
}

interface AxeWindow {
  axe?: {
    run: (
      context: Document | {include: string[][]; exclude: string[][]},
      options: object,
    ) => Promise<{violations: {id: string; impact: string | null; help: string; nodes: {target: unknown[]; failureSummary?: string}[]}[]}>;
  };
}

/** The page's serious and critical WCAG A/AA violations, one line each (empty when clean). */
export async function seriousViolations(page: Page, {scope = 'page', rules = 'all', demos = false}: AxeCheck = {}): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as AxeWindow).axe !== 'undefined');
  if (!loaded) {
    // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
    // govern (a script tag with this text would be blocked, like every unhashed inline script).
    await page.evaluate(`${AXE_SOURCE}\n;undefined`);
  }
  const violations = await page.evaluate(
    async ({tags, ruleIds, exclude}) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) {
        throw new Error('axe-core did not load');
      }
      const context = exclude.length > 0 ? {include: [['html']], exclude: exclude.map((selector) => [selector])} : document;
      const runOnly = ruleIds.length > 0 ? {type: 'rule', values: ruleIds} : {type: 'tag', values: tags};
      const result = await axe.run(context, {runOnly, resultTypes: ['violations']});
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        nodes: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`),
        count: violation.nodes.length,
      }));
    },
    {
      tags: [...AXE_TAGS],
      ruleIds: rules === 'colour' ? [...COLOUR_RULES] : [],
      exclude: [...(scope === 'content' ? CHROME_SELECTORS : []), ...(demos ? [] : [DEMO_PREVIEW_SELECTOR])],
    },
  );
  return violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact))
    .map((violation) => `${violation.impact} ${violation.id} (${violation.count}x): ${violation.help}\n    ${violation.nodes.join('\n    ')}`);
}
