/**
 * The live preview's code (LivePreview: MUI's theme, Emotion, the crash box), which the browser
 * loads when a page's first demo goes live. A page whose demos must render with it as the page
 * hydrates (Joy UI's) provides it from a chunk the page loads first.
 */
import type {ComponentType} from 'react';
import type {DemoPreviewProps} from './live/DemoPreview';

let loaded: ComponentType<DemoPreviewProps> | null = null;

/** The preview's component, once its code is here. */
export function livePreviewNow(): ComponentType<DemoPreviewProps> | null {
  return loaded;
}

/** For a chunk that imports LivePreview itself: the demos render with the page. */
export function provideLivePreview(component: ComponentType<DemoPreviewProps>): void {
  loaded = component;
}

export function loadLivePreview(): Promise<void> {
  return loaded
    ? Promise.resolve()
    : import('./live/LivePreview').then((module) => {
        loaded = module.default;
      });
}
