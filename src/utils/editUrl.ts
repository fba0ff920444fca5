/**
 * The "Edit this page" address of a docs page: the file in the repository, in the GitHub form
 * (`<repository>/edit/<branch>/<path>`). Generated pages have none: the API pages are written
 * from the installed type declarations by plugins/api-pages, so an edit there would be lost.
 */

export interface EditUrlInput {
  /** The docs version's folder, from the site root (`docs/material-ui`, `material-ui_versioned_docs/version-7.2.0`). */
  readonly versionDocsDirPath: string;
  /** The page's file inside it (`react-button.mdx`, `api/button.mdx`). */
  readonly docPath: string;
}

const GENERATED_PAGE = /^api\//;

export function editUrlFor(repositoryUrl: string, branch: string, {versionDocsDirPath, docPath}: EditUrlInput): string | undefined {
  if (GENERATED_PAGE.test(docPath)) {
    return undefined;
  }
  const file = `${versionDocsDirPath}/${docPath}`.replace(/\\/g, '/').replace(/^\.\//, '');
  return `${repositoryUrl.replace(/\/+$/, '')}/edit/${encodeURI(branch)}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** The repository address a build uses: the environment's, when it names one, else the default. */
export function repositoryUrlFromEnv(value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') {
    return fallback;
  }
  if (!/^https:\/\/[^\s/]+\/\S+$/.test(value)) {
    throw new Error(`DOCS_REPOSITORY_URL must be an https:// address of the repository, got "${value}".`);
  }
  return value;
}
