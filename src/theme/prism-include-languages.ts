/**
 * Adds Prism languages beyond the site's own set: none. The languages code is highlighted in are
 * listed once, in plugins/lean-prism/src/client/prism.ts, whose tests compare every code block
 * with prism-react-renderer's highlighting. theme-classic's version of this module would still
 * cost every page Prism's whole language catalogue: its `require(\`prismjs/components/prism-${lang}\`)`
 * makes the bundler include every module of that folder its filter lets through, and with no
 * language the filter (`^./()$`) lets `./` through, that is prismjs/components/index.js, which
 * imports the catalogue (components.js and dependencies.js: 25 KB raw, 5.5 KB gzip in main.js).
 *
 * `themeConfig.prism.additionalLanguages` is refused, so that it is not ignored silently.
 */
import siteConfig from '@generated/docusaurus.config';

interface PrismThemeConfig {
  readonly prism?: {readonly additionalLanguages?: readonly string[]};
}

export default function prismIncludeLanguages(): void {
  const languages = (siteConfig.themeConfig as PrismThemeConfig).prism?.additionalLanguages ?? [];
  if (languages.length > 0) {
    throw new Error(
      `docusaurus.config.ts: themeConfig.prism.additionalLanguages (${languages.join(', ')}) is not read by this site; ` +
        'add the Prism components to plugins/lean-prism/src/client/prism.ts instead.',
    );
  }
}
