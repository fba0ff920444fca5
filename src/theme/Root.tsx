/**
 * The top of the React tree: the docs theme state and colour mode (no MUI: the parts of a page
 * that render MUI components bring their own `MuiScope`), the rendered path for the language
 * redirect, and the search dialog's host (empty until the reader reaches for search; here because
 * Root outlives the navbar across client-side navigation).
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {RENDERED_PATH_META} from '../constants/site';
import DocsThemeProvider, {ColorModeSync} from '../components/DocsThemeProvider';
import SearchHost from '../components/Search/SearchHost';

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  return (
    <DocsThemeProvider>
      <Head>
        <meta name={RENDERED_PATH_META} content={pathname} />
      </Head>
      <ColorModeSync />
      {children}
      <SearchHost />
    </DocsThemeProvider>
  );
}
