/**
 * "Open in StackBlitz" and "Open in CodeSandbox" in a demo's toolbar. The code that builds and
 * posts the project (src/components/Demo/openInSandbox.ts) loads when the reader reaches for a
 * button (pointer over it, focus) or presses it; the page's first load carries only the buttons.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {SANDBOX_LOGOS, SANDBOX_SERVICE_ORDER, SANDBOX_SERVICES, type SandboxService} from '../../constants/sandbox';
import {ToolbarIconButton} from './ToolbarControls';
import type {PaidDemoInfo} from './types';
import type {DemoSource} from './useDemoSource';

const loadOpener = () => import('./openInSandbox');

function preload(): void {
  // Only a head start for the press; a failed download is retried by it.
  loadOpener().catch(() => undefined);
}

function openLabel(service: SandboxService): string {
  return translate({id: 'mui.demo.toolbar.openInSandbox', message: 'Open in {service}'}, {service: SANDBOX_SERVICES[service].name});
}

interface SandboxButtonsProps {
  /** The demo's anchor: the project's name and the address it links back to. */
  readonly id: string;
  readonly source: DemoSource;
  readonly paid: PaidDemoInfo | undefined;
}

export default function SandboxButtons({id, source, paid}: SandboxButtonsProps): ReactNode {
  const open = (service: SandboxService): void => {
    loadOpener().then(
      ({openInSandbox}) =>
        openInSandbox(service, {
          id,
          pageTitle: document.title,
          url: `${window.location.origin}${window.location.pathname}#${id}`,
          language: source.language,
          styling: source.variant.styling,
          source: source.source,
          files: source.variant.files ?? {},
          paid: paid ? {package: paid.package, product: paid.product} : null,
        }),
      // Offline or after a deploy removed the chunk: nothing opens, and another press tries again.
      () => undefined,
    );
  };
  return SANDBOX_SERVICE_ORDER.map((service) => {
    return (
      <ToolbarIconButton
        key={service}
        label={openLabel(service)}
        icon={SANDBOX_LOGOS[service]}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => open(service)}
      />
    );
  });
}
