/**
 * Docusaurus' `Link` for MUI's `component` prop (`<MenuItem component={RouterLink} to=…>`): the
 * link element reaches the ref MUI passes, and the link's route is prefetched when it scrolls
 * into view, whether or not the installed Docusaurus `Link` forwards refs.
 *
 * Docusaurus 3's `Link` is a `forwardRef`; Docusaurus 4's is a function that reads `props.ref`
 * and spreads it onto react-router's `Link`, whose ref then wins over the one Docusaurus
 * observes the link with: a link rendered through MUI lost its viewport prefetching, and MUI its
 * element. Here no ref goes to Docusaurus' `Link`: the element is found by an attribute
 * carrying a `useId`, which the server and the browser render alike.
 */
import React, {useId, useLayoutEffect, type ReactNode, type Ref} from 'react';
import Link, {type Props as LinkProps} from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';

/** The attribute the element is found by. */
export const ROUTER_LINK_ATTRIBUTE = 'data-router-link';

export type RouterLinkProps = Omit<LinkProps, 'ref'> & {readonly ref?: Ref<HTMLAnchorElement>};

interface DocusaurusWindow {
  readonly docusaurus?: {readonly prefetch: (routePath: string) => Promise<unknown>};
}

function assignRef(ref: Ref<HTMLAnchorElement> | undefined, element: HTMLAnchorElement | null): void {
  if (typeof ref === 'function') {
    ref(element);
  } else if (ref !== null && ref !== undefined) {
    ref.current = element;
  }
}

/** Prefetches the element's route once it intersects the viewport; returns the stop function. */
function prefetchInView(element: HTMLAnchorElement): () => void {
  const href = element.getAttribute('href');
  if (href === null || typeof IntersectionObserver === 'undefined') {
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting || entry.intersectionRatio > 0)) {
      observer.disconnect();
      // Docusaurus' prefetch returns whether it fetched; a failed fetch only loses the head start.
      void (window as Window & DocusaurusWindow).docusaurus?.prefetch(href);
    }
  });
  observer.observe(element);
  return () => observer.disconnect();
}

export default function RouterLink({ref, ...props}: RouterLinkProps): ReactNode {
  const id = useId();
  const target = props.to ?? props.href;
  useLayoutEffect(() => {
    const element = document.querySelector<HTMLAnchorElement>(`[${ROUTER_LINK_ATTRIBUTE}="${CSS.escape(id)}"]`);
    assignRef(ref, element);
    const stop = element !== null && target !== undefined && isInternalUrl(target) ? prefetchInView(element) : undefined;
    return () => {
      stop?.();
      assignRef(ref, null);
    };
  }, [id, ref, target]);
  return <Link {...props} {...{[ROUTER_LINK_ATTRIBUTE]: id}} />;
}
