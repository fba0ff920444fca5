/**
 * The pathname to render for, safe for hydration.
 *
 * Hosting answers an unknown URL with the pre-rendered 404 page, whose HTML was rendered for
 * `/404.html`. Rendering navigation for the real URL during hydration would not match that HTML
 * (React error 418). So during hydration this returns the path the HTML was rendered for (Root
 * writes it into a meta tag), and the real pathname right after.
 */
import {useSyncExternalStore} from 'react';
import {useLocation} from '@docusaurus/router';
import {RENDERED_PATH_META} from '../constants/site';

// Read when the bundle is evaluated, before React hydrates and before the head manager replaces
// the server's meta tags with the client's.
const serverRenderedPathname: string | null =
  typeof document === 'undefined'
    ? null
    : (document.querySelector(`meta[name="${RENDERED_PATH_META}"]`)?.getAttribute('content') ?? null);

function subscribe(): () => void {
  // The router re-renders on navigation; there is nothing else to listen to.
  return () => undefined;
}

export function useRenderedPathname(): string {
  const {pathname} = useLocation();
  return useSyncExternalStore(
    subscribe,
    () => pathname,
    () => serverRenderedPathname ?? pathname,
  );
}
