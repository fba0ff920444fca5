/**
 * Where a page's Markdown copy is served: the page's address plus `.md`; a product's root page
 * (`/material-ui/`) has its copy at `/material-ui.md`. The same rule as plugins/page-markdown's
 * `markdownPathOf`, which writes the files (a plugin imports nothing from src/, so the rule is
 * written twice; `e2e/page-markdown.spec.ts` fetches every page's copy at this address).
 */
import {PAGE_MARKDOWN_EXTENSION} from '../constants/markdown';

export function markdownUrlOf(permalink: string): string {
  const trimmed = permalink.replace(/\/+$/, '');
  return `${trimmed === '' ? '/index' : trimmed}${PAGE_MARKDOWN_EXTENSION}`;
}
