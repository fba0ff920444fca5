/**
 * Client module: the first client-side navigation starts loading Prism alongside the next page's
 * own files, so that code on that page is coloured when it first shows. A page opened directly
 * keeps the lines its build highlighted and never needs Prism (./instance.ts).
 */
import type {ClientModule} from '@docusaurus/types';
import {loadPrism} from './instance';

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation}) {
    // `null` when the page first renders.
    if (previousLocation !== null) {
      // A failed load leaves code as plain text; a block that needs Prism tries again.
      loadPrism().catch(() => undefined);
    }
  },
};

export default clientModule;
