/**
 * Internal pages under /experiments/docs/: fixtures that exercise what the docs render,
 * used by the browser tests.
 */
import type {MuiPage} from './types';

const experimentsPages: readonly MuiPage[] = [
  {
    pathname: '/experiments/docs/fixtures',
    title: 'Fixtures',
    children: [
      {pathname: '/experiments/docs/markdown-elements', title: 'Every Markdown element'},
      {pathname: '/experiments/docs/code-blocks'},
      {pathname: '/experiments/docs/theme-preview'},
      {pathname: '/experiments/docs/demos', title: 'Live demos'},
    ],
  },
];

export default experimentsPages;
