/**
 * Older majors of each product, published on their own sites and linked from the version
 * switcher. Newest first; the menu lists them after the versions built here.
 */

export interface ArchivedVersion {
  readonly text: string;
  readonly href: string;
}

export const VIEW_ALL_VERSIONS: ArchivedVersion = {text: 'View all versions', href: 'https://mui.com/versions/'};

export const ARCHIVED_VERSIONS = {
  'material-ui': [
    {text: 'v6', href: 'https://v6.mui.com/material-ui/getting-started/'},
    {text: 'v5', href: 'https://v5.mui.com/getting-started/installation/'},
    {text: 'v4', href: 'https://v4.mui.com/getting-started/installation/'},
  ],
  'joy-ui': [],
  system: [
    {text: 'v6', href: 'https://v6.mui.com/system/getting-started/'},
    {text: 'v5', href: 'https://v5.mui.com/system/getting-started/'},
    {text: 'v4', href: 'https://v4.mui.com/system/basics/'},
  ],
  x: [
    {text: 'v7', href: 'https://v7.mui.com/x/introduction/'},
    {text: 'v6', href: 'https://v6.mui.com/x/introduction/'},
  ],
  experiments: [],
} as const satisfies Record<string, readonly ArchivedVersion[]>;
