/** Shared set-up for the slot tests: a provider, fake timers and a fake analytics tag. */
import React, {act} from 'react';
import {vi} from 'vitest';
import {LEAD_PARAGRAPH_CLASS} from '../../../constants/dom';
import Ad, {type AdProps} from '../Ad';
import {AdProvider} from '../AdProvider';
import type {AdConfig} from '../../../utils/ads/config';
import {render, type Rendered} from './render';

export function renderSlot(props: AdProps = {}, config: Partial<AdConfig> = {}): Rendered {
  return render(
    <AdProvider config={config}>
      <p className={LEAD_PARAGRAPH_CLASS}>
        Lead paragraph.
        <Ad {...props} />
      </p>
    </AdProvider>,
  );
}

export function slotRoot(container: HTMLElement): HTMLElement {
  const root = container.querySelector<HTMLElement>('.Ad-root');
  if (root === null) {
    throw new Error('no .Ad-root rendered');
  }
  return root;
}

export const slotLabel = (container: HTMLElement) => slotRoot(container).getAttribute('data-ga-event-label');

export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

export async function flushPromises(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

export function installGtag() {
  const gtag = vi.fn();
  Object.assign(window, {gtag});
  return gtag;
}

/** Puts a network banner in the page, as carbon.js would. */
export function addBanner(href: string): HTMLElement {
  const banner = document.createElement('div');
  banner.id = 'carbonads';
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'A sponsor';
  banner.append(link);
  document.body.append(banner);
  return banner;
}
