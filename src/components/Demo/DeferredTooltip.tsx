/**
 * A toolbar button's tooltip, whose code loads when a reader first points at or focuses the
 * button. MUI's Tooltip and the positioning engine under it (Popper) were a third of a component
 * page's demo chrome, and a button's tooltip only repeats its name on hover or focus.
 *
 * The button is rendered here once and never replaced (a press or a focus on it is never lost);
 * the bubble is a sibling, positioned against it by MUI's Popper once loaded. As with MUI's
 * Tooltip, the title is the button's accessible name unless the button has one.
 */
import React, {cloneElement, lazy, useId, useState, type ReactElement, type ReactNode, type SyntheticEvent} from 'react';
import OnDemand from '../OnDemand';

const TooltipBubble = lazy(() => import('./TooltipBubble'));

/** What the button gets: its name and the handlers that show the bubble. */
interface AnchorProps {
  readonly 'aria-label': string;
  readonly onPointerEnter: (event: SyntheticEvent<HTMLElement>) => void;
  readonly onPointerLeave: () => void;
  readonly onFocus: (event: SyntheticEvent<HTMLElement>) => void;
  readonly onBlur: () => void;
  readonly onKeyDown: (event: {readonly key: string}) => void;
}

interface DeferredTooltipProps {
  readonly title: string;
  /** One element that takes these props (a MUI button). */
  readonly children: ReactElement<Partial<AnchorProps>>;
}

/** Calls the button's own handler, if it has one, then the tooltip's. */
function after<A extends unknown[]>(own: ((...args: A) => void) | undefined, added: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    own?.(...args);
    added(...args);
  };
}

/** The button with its name and the handlers, each after the button's own (a sandbox button's preload). */
function Anchor({element, ...props}: AnchorProps & {readonly element: ReactElement<Partial<AnchorProps>>}): ReactNode {
  const own = element.props;
  return cloneElement(element, {
    'aria-label': own['aria-label'] ?? props['aria-label'],
    onPointerEnter: after(own.onPointerEnter, props.onPointerEnter),
    onPointerLeave: after(own.onPointerLeave, props.onPointerLeave),
    onFocus: after(own.onFocus, props.onFocus),
    onBlur: after(own.onBlur, props.onBlur),
    onKeyDown: after(own.onKeyDown, props.onKeyDown),
  });
}

export default function DeferredTooltip({title, children}: DeferredTooltipProps): ReactNode {
  const id = useId();
  // Set at the first hover or focus: the bubble's code is requested then, never before.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Escape hides the bubble until the pointer or the focus comes back (WCAG 1.4.13).
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  return (
    <>
      <Anchor
        element={children}
        aria-label={title}
        onPointerEnter={(event) => {
          setAnchor(event.currentTarget);
          setHovered(true);
          setDismissed(false);
        }}
        onPointerLeave={() => setHovered(false)}
        onFocus={(event) => {
          setAnchor(event.currentTarget);
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setDismissed(true);
          }
        }}
      />
      {anchor !== null && (
        <OnDemand>
          <TooltipBubble id={id} anchor={anchor} open={open} title={title} />
        </OnDemand>
      )}
    </>
  );
}
