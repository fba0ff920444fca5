/**
 * Adds Prism languages beyond prism-react-renderer's own set. This site configures none
 * (`themeConfig.prism.additionalLanguages`), and theme-classic's version of this module still
 * costs every page Prism's whole language catalogue: its `require(\`prismjs/components/prism-${lang}\`)`
 * makes the bundler include every module of that folder its filter lets through, and with no
 * language the filter (`^./()$`) lets `./` through, that is prismjs/components/index.js, which
 * imports the catalogue (components.js and dependencies.js: 25 KB raw, 5.5 KB gzip in main.js).
 *
 * To add a language, import its Prism component here (with `globalThis.Prism` set to the
 * instance passed in, as theme-classic does) rather than through the config option, which this
 * module refuses so that it is not ignored silently.
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
        'import the Prism components in src/theme/prism-include-languages.ts instead.',
    );
  }
}
