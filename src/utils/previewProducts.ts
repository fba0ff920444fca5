/**
 * A writer's preview of one product: `DOCS_PRODUCTS=material-ui npm start` serves only that
 * product's docs (and the home page), so the dev server compiles a fraction of the site. A
 * comma-separated list serves several. A production build always has every product: a partial
 * site must never be deployed.
 */

export interface PreviewInput {
  /** The variable's value (`material-ui`, `x,joy-ui`). */
  readonly value: string | undefined;
  /** Whether this is a production build (`NODE_ENV=production`). */
  readonly production: boolean;
  /**
   * A writer asked for a production build of part of the site to look at its pages
   * (`DOCS_PREVIEW_BUILD=1`): allowed, and never deployable (links into the missing products
   * cannot be checked).
   */
  readonly previewBuild?: boolean;
  /** Every product id, in the site's order. */
  readonly productIds: readonly string[];
}

export const PREVIEW_VARIABLE = 'DOCS_PRODUCTS';
export const PREVIEW_BUILD_VARIABLE = 'DOCS_PREVIEW_BUILD';

/** The products to serve: all of them unless the variable names some. */
export function previewProducts({value, production, previewBuild = false, productIds}: PreviewInput): readonly string[] {
  if (value === undefined || value.trim() === '') {
    return productIds;
  }
  if (production && !previewBuild) {
    throw new Error(
      `${PREVIEW_VARIABLE} is for previewing with \`npm start\`; a production build has every product. Unset it to build, or set ${PREVIEW_BUILD_VARIABLE}=1 for a build of part of the site to look at (never deploy it).`,
    );
  }
  const wanted = value.split(',').map((id) => id.trim()).filter((id) => id !== '');
  const unknown = wanted.filter((id) => !productIds.includes(id));
  if (unknown.length > 0) {
    throw new Error(`${PREVIEW_VARIABLE}: unknown product ${unknown.map((id) => `"${id}"`).join(', ')}; the products are ${productIds.join(', ')}.`);
  }
  return productIds.filter((id) => wanted.includes(id));
}
