/**
 * Default navigation outside a product: home page and 404.
 * All external: versions, the templates store and the blog live on other sites.
 */
import type {MuiPage} from './types';

const docsPages: readonly MuiPage[] = [
  {pathname: 'https://mui.com/versions/', title: 'Versions', icon: 'WebIcon'},
  {
    pathname: 'https://mui.com/store/',
    title: 'Templates',
    icon: 'ReaderIcon',
    linkProps: {
      'data-ga-event-category': 'store',
      'data-ga-event-action': 'click',
      'data-ga-event-label': 'sidenav',
    },
  },
  {pathname: 'https://mui.com/blog/', title: 'Blog', icon: 'BookIcon'},
];

export default docsPages;
