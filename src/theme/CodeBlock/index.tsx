/**
 * A code block, rendered once. Docusaurus's own renders every block a second time after the page
 * has hydrated (a `key` that changes when the browser takes over), because its Prism theme is
 * inline and the build renders the light one. This site's code theme is the same in both modes
 * (CSS variables that each mode sets: plugins/lean-prism/src/cssVariables.ts), so the blocks
 * stay as they were rendered at build time: no second highlighting and no DOM replaced.
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain-string children joined into one string (copyable); React elements are left as they are. */
function stringOrElements(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = stringOrElements(children);
  return typeof content === 'string' ? <StringContent {...props}>{content}</StringContent> : <ElementContent {...props}>{content}</ElementContent>;
}
