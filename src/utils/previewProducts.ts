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
  /** Every product id, in the site's order. */
  readonly productIds: readonly string[];
}

export const PREVIEW_VARIABLE = 'DOCS_PRODUCTS';

/** The products to serve: all of them unless the variable names some. */
export function previewProducts({value, production, productIds}: PreviewInput): readonly string[] {
  if (value === undefined || value.trim() === '') {
    return productIds;
  }
  if (production) {
    throw new Error(`${PREVIEW_VARIABLE} is for previewing with \`npm start\`; a production build has every product. Unset it to build.`);
  }
  const wanted = value.split(',').map((id) => id.trim()).filter((id) => id !== '');
  const unknown = wanted.filter((id) => !productIds.includes(id));
  if (unknown.length > 0) {
    throw new Error(`${PREVIEW_VARIABLE}: unknown product ${unknown.map((id) => `"${id}"`).join(', ')}; the products are ${productIds.join(', ')}.`);
  }
  return productIds.filter((id) => wanted.includes(id));
}
