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
 * Live demos render the libraries' components as each example writes them. They are checked with
 * `demos: true`: an example must be accessible as a reader would copy it.
 */
export const DEMO_PREVIEW_SELECTOR = `[${DEMO_PREVIEW_ATTRIBUTE}]`;

export interface DemoExemption {
  /** The axe rule switched off. */
  readonly rule: string;
  /** The elements it is switched off for: inside one demo's preview (`#<demo id>`). */
  readonly selector: string;
}

const inDemo = (id: string, selector: string) => `#${id} ${DEMO_PREVIEW_SELECTOR} ${selector}`;

/**
 * Findings in live demos that the library causes and the example's own code cannot fix: one rule,
 * for the elements named, in one demo. Anything else a demo does wrong fails the check.
 */
export const DEMO_EXEMPTIONS: readonly DemoExemption[] = [
  // Joy UI's indeterminate Checkbox puts aria-checked="mixed" on its native input but never sets
  // the input's `indeterminate` property, so the input's own state (unchecked) contradicts the
  // attribute. Only the library can set that property.
  {rule: 'aria-conditional-attr', selector: inDemo('checkbox-indeterminate', '.MuiCheckbox-input[aria-checked="mixed"]')},
  // Joy UI's Select draws its placeholder in a faded neutral that reaches 3.9:1 on the field.
  {rule: 'color-contrast', selector: inDemo('select-basic', '.MuiSelect-button')},
  // Joy UI's FormControl colours an error's helper text with danger 500 in both colour schemes:
  // 3.1:1 on the dark background.
  {rule: 'color-contrast', selector: inDemo('textarea-rows', '.MuiFormHelperText-root')},
  // Text of an inactive control is exempt from contrast, but Material UI marks a disabled
  // Select's helper text with a class only, so axe cannot tell it belongs to a disabled field.
  {rule: 'color-contrast', selector: inDemo('select-states', '.MuiFormHelperText-root.Mui-disabled')},
  // The swatch of `text.disabled`, the palette's colour for inactive content, which is below
  // 4.5:1 by design (the third line of the demo).
  {rule: 'color-contrast', selector: inDemo('palette-text', '.MuiBox-root > div:nth-child(3)')},
  // MUI X draws week numbers in the palette's disabled text colour (2.7:1).
  {rule: 'color-contrast', selector: inDemo('date-calendar-options', '.MuiDayCalendar-weekNumber')},
  // MUI X names each item of the multi-section clock "6 hours" while it shows "06": the visible
  // text is not part of the name, so speech input cannot use what is on screen.
  {rule: 'label-content-name-mismatch', selector: inDemo('multi-section-clock', '.MuiMultiSectionDigitalClockSection-item')},
  // The Data Grid's loading overlay renders its progress bar or spinner with no props at all
  // (8.29), so it has no accessible name, and it places it inside the element with role "grid".
  // The demo exists to show those built-in variants; the page says how to name a custom one.
  {rule: 'aria-progressbar-name', selector: inDemo('overlays-loading-variants', '[role="progressbar"]')},
  {rule: 'aria-required-children', selector: inDemo('overlays-loading-variants', '[role="grid"]')},
];

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
    ) => Promise<{
      violations: {id: string; impact: string | null; help: string; nodes: {target: unknown[]; failureSummary?: string; element?: Element}[]}[];
    }>;
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
    async ({tags, ruleIds, exclude, exemptions}) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) {
        throw new Error('axe-core did not load');
      }
      const context = exclude.length > 0 ? {include: [['html']], exclude: exclude.map((selector) => [selector])} : document;
      const runOnly = ruleIds.length > 0 ? {type: 'rule', values: ruleIds} : {type: 'tag', values: tags};
      const result = await axe.run(context, {runOnly, resultTypes: ['violations'], elementRef: true});
      const exempt = (rule: string, element: Element | undefined) =>
        element !== undefined && exemptions.some((exemption) => exemption.rule === rule && element.closest(exemption.selector) !== null);
      return result.violations
        .map((violation) => ({...violation, nodes: violation.nodes.filter((node) => !exempt(violation.id, node.element))}))
        .filter((violation) => violation.nodes.length > 0)
        .map((violation) => ({
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
      exemptions: demos ? DEMO_EXEMPTIONS : [],
    },
  );
  return violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact))
    .map((violation) => `${violation.impact} ${violation.id} (${violation.count}x): ${violation.help}\n    ${violation.nodes.join('\n    ')}`);
}
