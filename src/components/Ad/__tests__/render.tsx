/** Test helper: renders into a fresh container with act(), as the rest of the repo's DOM tests do. */
import {act, type ReactNode} from 'react';
import {createRoot, type Root} from 'react-dom/client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  readonly container: HTMLElement;
  readonly root: Root;
  readonly unmount: () => void;
}

export function render(element: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(element));
  return {
    container,
    root,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
