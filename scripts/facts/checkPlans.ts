/**
 * The facts check of plan marks, where the packages can say:
 *
 * - A page marked Pro or Premium shows that plan's package: one of its demos or code blocks
 *   imports a package of that plan (a page that imports nothing is left alone).
 *
 * A "planned" or "Preview" flag cannot be told from the installed declarations (a planned page
 * shows today's workaround with shipped components), so it is left to review.
 *
 * Pure: the caller gives each page's imports and what the packages offer.
 */
import {packageOf, type Problem} from './checkCode';

export type Plan = 'pro' | 'premium';

export interface PageClaims {
  /** The page's source file, for the message. */
  readonly file: string;
  /** The page data file and entry, for the message. */
  readonly entry: string;
  readonly plan?: Plan;
  /** Every module the page's demos and code blocks import. */
  readonly imports: readonly string[];
}

export function checkPlans(
  pages: readonly PageClaims[],
  paidPackages: Readonly<Record<string, {readonly plan: Plan}>>,
): Problem[] {
  const problems: Problem[] = [];
  for (const page of pages) {
    const packages = new Set(page.imports.map(packageOf));
    if (page.plan !== undefined && page.imports.length > 0) {
      const ofPlan = [...packages].filter((pkg) => paidPackages[pkg]?.plan === page.plan);
      if (ofPlan.length === 0) {
        const packagesOfPlan = Object.keys(paidPackages).filter((pkg) => paidPackages[pkg]?.plan === page.plan);
        problems.push({
          file: page.file,
          line: 1,
          message: `${page.entry} is marked ${page.plan}, but the page imports no ${page.plan} package (${packagesOfPlan.join(', ')}): fix the mark or show the ${page.plan} package`,
        });
      }
    }
  }
  return problems;
}
