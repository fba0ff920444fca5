// @vitest-environment node
/**
 * RouterLink gives MUI the link element and prefetches the link's route in view, with a
 * Docusaurus `Link` that forwards refs (3.x) and with one whose ref is lost (4.x through MUI).
 */
import React, {forwardRef, type ComponentProps, type ReactNode} from 'react';
import {act} from 'react';
import {createRoot} from 'react-dom/client';
import {describe, expect, it, vi} from 'vitest';

await vi.hoisted(() => import('../../shared/__tests__/docusaurusDom'));

type AnchorProps = ComponentProps<'a'> & {readonly to?: string};

const linkVariant = vi.hoisted(() => ({forwardsRef: true}));

function Anchor({to, ...props}: AnchorProps): ReactNode {
  return <a href={to} {...props} />;
}

const ForwardingLink = forwardRef<HTMLAnchorElement, AnchorProps>(function ForwardingLink({to, ...props}, ref) {
  return <a ref={ref} href={to} {...props} />;
});

vi.mock('@docusaurus/Link', () => ({
  default: (props: AnchorProps) => (linkVariant.forwardsRef ? <ForwardingLink {...props} /> : <Anchor {...props} ref={undefined} />),
}));
vi.mock('@docusaurus/isInternalUrl', () => ({default: (url: string) => url.startsWith('/')}));

const {default: RouterLink} = await import('..');

// React's act() warns unless the environment says it supports it.
(globalThis as typeof globalThis & {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

class FakeObserver {
  static observed: FakeObserver[] = [];
  element: Element | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.observed.push(this);
  }
  observe(element: Element): void {
    this.element = element;
  }
  disconnect(): void {
    this.element = undefined;
  }
  enterView(): void {
    this.callback([{isIntersecting: true, intersectionRatio: 1} as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('RouterLink', () => {
  it.each([
    ['a Link that forwards refs (Docusaurus 3)', true],
    ['a Link that loses the ref (Docusaurus 4 through MUI)', false],
  ])('with %s, hands MUI the element and prefetches in view', (_name, forwardsRef) => {
    linkVariant.forwardsRef = forwardsRef;
    FakeObserver.observed = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    if (typeof CSS === 'undefined') {
      vi.stubGlobal('CSS', {escape: (text: string) => text.replace(/[^\w-]/g, (char) => `\\${char}`)});
    }
    const prefetch = vi.fn();
    vi.stubGlobal('docusaurus', {prefetch});
    const container = document.createElement('div');
    document.body.append(container);
    const ref = {current: null as HTMLAnchorElement | null};
    const root = createRoot(container);
    act(() => {
      root.render(
        <>
          <RouterLink to="/joy-ui/getting-started" ref={ref} className="card" />
          <RouterLink to="https://v4.mui.com" />
        </>,
      );
    });
    expect(ref.current?.getAttribute('href')).toBe('/joy-ui/getting-started');
    expect(ref.current?.className).toBe('card');
    // The external link is not observed.
    expect(FakeObserver.observed.map((observer) => observer.element)).toEqual([ref.current]);
    FakeObserver.observed[0]?.enterView();
    expect(prefetch).toHaveBeenCalledWith('/joy-ui/getting-started');
    act(() => {
      root.unmount();
    });
    expect(ref.current).toBeNull();
    container.remove();
    vi.unstubAllGlobals();
  });
});
