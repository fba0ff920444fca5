/**
 * Demos of paid-plan packages (MUI X Pro and Premium): which demos are paid, and whether a build
 * runs them. A demo is paid when its source imports one of the packages the site lists, so a
 * writer cannot forget to mark one. It runs only in a build given a licence key; without one its
 * `?demo` module carries the sources and the plan but imports nothing, so no paid code is bundled.
 * Pure functions: the loader reads the files, docusaurus.config.ts reads the environment.
 */

/** The plans, cheapest first: a demo importing packages of several plans needs the last one. */
export const PAID_PLANS = ['pro', 'premium'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export interface PaidPackage {
  readonly plan: PaidPlan;
  /** The product as readers know it ("Data Grid Premium"), for the notice of a demo not running. */
  readonly product: string;
}

/** The paid packages by package name. */
export type PaidPackages = Readonly<Record<string, PaidPackage>>;

/** Where a licence key is registered before a paid component renders. */
export const LICENSE_MODULE = '@mui/x-license';

/** What a paid demo's module tells the page: which package and plan, and whether it runs. */
export interface PaidDemo extends PaidPackage {
  readonly package: string;
}

/**
 * How a demo's module is generated: `free` like every other demo; `licensed` imports the demo and registers
 * the key first; `evaluation` imports the demo and registers no key (MUI X then draws its watermark
 * and logs that the key is missing, as in a project trying the paid plans before buying); `locked`
 * imports nothing and carries the sources and the plan only.
 */
export type LicenseGate =
  | {readonly kind: 'free'}
  | {readonly kind: 'licensed'; readonly paid: PaidDemo; readonly licenseKey: string}
  | {readonly kind: 'evaluation'; readonly paid: PaidDemo}
  | {readonly kind: 'locked'; readonly paid: PaidDemo};

/** Whether a module specifier names the package or a subpath of it (`@mui/x-charts/BarChart`). */
export function importsPackage(specifier: string, pkg: string): boolean {
  return specifier === pkg || specifier.startsWith(`${pkg}/`);
}

/**
 * The paid package a demo needs, from the module specifiers its variants import: of the listed
 * packages it imports (or a subpath of), the one of the highest plan, the first listed among
 * equals; null for a free demo.
 */
export function paidPackageFor(imports: readonly string[], paidPackages: PaidPackages): PaidDemo | null {
  let found: PaidDemo | null = null;
  for (const [pkg, entry] of Object.entries(paidPackages)) {
    const needed = imports.some((specifier) => importsPackage(specifier, pkg));
    if (needed && (found === null || PAID_PLANS.indexOf(entry.plan) > PAID_PLANS.indexOf(found.plan))) {
      found = {package: pkg, plan: entry.plan, product: entry.product};
    }
  }
  return found;
}

/**
 * The gate of a demo, from its imports, the paid packages, the build's licence key (if any) and
 * whether the build runs paid demos without one (a key wins).
 */
export function licenseGate(
  imports: readonly string[],
  paidPackages: PaidPackages,
  licenseKey: string | undefined,
  evaluation = false,
): LicenseGate {
  const paid = paidPackageFor(imports, paidPackages);
  if (paid === null) {
    return {kind: 'free'};
  }
  if (licenseKey !== undefined) {
    return {kind: 'licensed', paid, licenseKey};
  }
  return evaluation ? {kind: 'evaluation', paid} : {kind: 'locked', paid};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPaidPlan(value: unknown): value is PaidPlan {
  return PAID_PLANS.some((plan) => plan === value);
}

/**
 * The `paidPackages` option checked: package names mapped to `{plan, product}`, plan one of
 * PAID_PLANS, product a non-empty name. Returns null when malformed (the caller names the option).
 */
export function parsePaidPackages(value: unknown): PaidPackages | null {
  if (!isRecord(value)) {
    return null;
  }
  const entries: [string, PaidPackage][] = [];
  for (const [pkg, entry] of Object.entries(value)) {
    if (!/^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/.test(pkg) || !isRecord(entry)) {
      return null;
    }
    const {plan, product} = entry;
    if (!isPaidPlan(plan) || typeof product !== 'string' || product.trim() === '') {
      return null;
    }
    entries.push([pkg, {plan, product}]);
  }
  return Object.fromEntries(entries);
}

/**
 * The `licenseKey` option checked: absent, or a non-empty string without white space (a key
 * pasted with a line break or a space would fail MUI's check in the browser, far from its cause).
 * Returns false when malformed.
 */
export function isValidLicenseKey(value: unknown): value is string | undefined {
  return value === undefined || (typeof value === 'string' && /^\S+$/.test(value));
}
