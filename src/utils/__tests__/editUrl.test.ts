import {describe, expect, it} from 'vitest';
import {editUrlFor, repositoryUrlFromEnv} from '../editUrl';

const REPO = 'https://github.com/acme/docs';

describe('editUrlFor', () => {
  it.each([
    [{versionDocsDirPath: 'docs/material-ui', docPath: 'react-button.mdx'}, `${REPO}/edit/main/docs/material-ui/react-button.mdx`],
    [{versionDocsDirPath: 'docs/x', docPath: 'react-data-grid/sorting.mdx'}, `${REPO}/edit/main/docs/x/react-data-grid/sorting.mdx`],
    [{versionDocsDirPath: 'material-ui_versioned_docs/version-7.2.0', docPath: 'react-button.mdx'}, `${REPO}/edit/main/material-ui_versioned_docs/version-7.2.0/react-button.mdx`],
    [{versionDocsDirPath: 'docs/material-ui', docPath: 'api/button.mdx'}, undefined],
  ])('%j → %s', (input, expected) => {
    expect(editUrlFor(REPO, 'main', input)).toBe(expected);
  });

  it('drops a trailing slash of the repository address', () => {
    expect(editUrlFor(`${REPO}/`, 'main', {versionDocsDirPath: 'docs/joy-ui', docPath: 'react-card.md'})).toBe(`${REPO}/edit/main/docs/joy-ui/react-card.md`);
  });
});

describe('repositoryUrlFromEnv', () => {
  it.each([
    [undefined, 'https://fallback.example/repo'],
    ['', 'https://fallback.example/repo'],
    ['https://git.example.org/team/site', 'https://git.example.org/team/site'],
  ])('%j → %s', (value, expected) => {
    expect(repositoryUrlFromEnv(value, 'https://fallback.example/repo')).toBe(expected);
  });

  it.each(['http://github.com/a/b', 'github.com/a/b', 'https://github.com'])('refuses %j', (value) => {
    expect(() => repositoryUrlFromEnv(value, 'https://x.example/y')).toThrow('DOCS_REPOSITORY_URL must be an https:// address');
  });
});
