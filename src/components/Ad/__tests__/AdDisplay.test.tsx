// @vitest-environment node
/** How one ad card renders in each layout, and what its link carries. */
import React, {act} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import AdDisplay from '../AdDisplay';
import {AdProvider} from '../AdProvider';
import type {DisplayAd} from '../../../utils/ads/displayAd';
import type {AdShape} from '../../../constants/ads';
import {render} from './render';

// jsdom and the translation stand-in, before the imports above load.
await vi.hoisted(() => import('../../shared/__tests__/docusaurusDom'));

const AD: DisplayAd = {
  link: 'https://example.com/sponsor',
  img: '/img/sponsor.svg',
  name: 'Sponsor',
  descriptionHeader: 'Sponsor Inc.',
  description: 'Builds things.',
  poweredby: 'MUI',
  label: 'in-house-sponsor',
};

function renderCard(shape: AdShape, ad: DisplayAd = AD) {
  return render(
    <AdProvider config={{GADisplayRatio: 0}}>
      <AdDisplay ad={ad} shape={shape} />
    </AdProvider>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('AdDisplay', () => {
  it.each<AdShape>(['image', 'inline'])('links to the ad in a new tab, tracked by its label (%s)', (shape) => {
    const {container, unmount} = renderCard(shape);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe(AD.link);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener sponsored');
    expect(link?.dataset).toMatchObject({gaEventCategory: 'ad', gaEventAction: 'click', gaEventLabel: AD.label});
    expect(container.querySelector('strong')?.textContent).toBe('Sponsor Inc.');
    expect(container.textContent).toContain('Builds things.');
    expect(container.textContent).toContain('ad by MUI');
    unmount();
  });

  // The layouts are CSS (styles.module.css), which jsdom does not apply: e2e/ads.spec.ts checks them.
  it('gives the image its 130 x 100 box and the advertiser as its text', () => {
    const {container, unmount} = renderCard('image');
    const img = container.querySelector('img');
    expect([img?.getAttribute('alt'), img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['Sponsor', '130', '100']);
    unmount();
  });

  it('gives the inline layout its badge and cue', () => {
    const {container, unmount} = renderCard('inline');
    const description = container.querySelector<HTMLElement>('.AdDisplay-description');
    expect([description?.dataset.badge, description?.dataset.getStarted]).toEqual(['Ad', 'Get started']);
    unmount();
  });

  it('keeps the text in place when the image fails to load', () => {
    const {container, unmount} = renderCard('image');
    const img = container.querySelector('img');
    act(() => {
      img?.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.AdDisplay-imageWrapper')).not.toBeNull();
    unmount();
  });

  it('renders nothing for a link that is not https', () => {
    const {container, unmount} = renderCard('image', {...AD, link: 'http://example.com/sponsor'});
    expect(container.innerHTML).toBe('');
    unmount();
  });
});
