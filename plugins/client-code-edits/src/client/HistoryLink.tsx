/**
 * Stands in for react-router's `Link` inside Docusaurus' `Link`, in the browser bundle (see
 * ../rewrites.ts). React-router 5's link reads the router's context, whose value changes with the
 * address: every link on the page rendered again on every navigation, twice (the link and its
 * anchor), before the next page could render: on a component page, the click's commit went from
 * 150 components to 70 with this link.
 * This one reads the history object, which is the same for the whole visit, and the address only
 * when it needs it: when clicked. It renders the same anchor, so the server's HTML (drawn with
 * react-router's link) hydrates as it is. A `to` whose target depends on the current address,
 * or a custom `component`, is left to react-router's link.
 */
import React, {type MouseEvent, type ReactNode} from 'react';
import {Link as RouterLink, useHistory, type LinkProps} from 'react-router-dom';
import {followsInApp, isPlainPath, locationOfPath, pathOf} from './plainLocation';

export default function HistoryLink(props: LinkProps): ReactNode {
  // The history context's value is the history object itself, set once by the router.
  const history = useHistory();
  const {to, replace = false, innerRef, component, onClick, ...anchor} = props;
  if (!isPlainPath(to) || component !== undefined) {
    return <RouterLink {...props} />;
  }
  const location = locationOfPath(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>): void => {
    try {
      onClick?.(event);
    } catch (error) {
      // As react-router: a handler that throws does not leave the browser to follow the link.
      event.preventDefault();
      throw error;
    }
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (followsInApp({defaultPrevented: event.defaultPrevented, button: event.button, modified, target: anchor.target})) {
      event.preventDefault();
      // Clicking a link to the page shown replaces its history entry rather than adding one.
      const again = pathOf(history.location) === pathOf(location);
      if (replace || again) {
        history.replace(to);
      } else {
        history.push(to);
      }
    }
  };
  return <a {...anchor} href={history.createHref(location)} ref={innerRef} onClick={follow} />;
}
