/**
 * Set-up for component tests whose components use `@docusaurus/Translate`, a module that only
 * exists inside a Docusaurus build: a stand-in shows the English messages, in jsdom.
 *
 * A stand-in applies only in the `node` environment (jsdom's own "web" transform fails on the
 * import before any mock applies), so the test sets jsdom up itself, before its imports load:
 *
 *   // @vitest-environment node
 *   await vi.hoisted(() => import('<path>/shared/__tests__/docusaurusDom'));
 */
import {vi} from 'vitest';
import {builtinEnvironments} from 'vitest/environments';

vi.mock('@docusaurus/Translate', () => import('./docusaurusTranslate'));

await builtinEnvironments.jsdom.setup(globalThis, {});
