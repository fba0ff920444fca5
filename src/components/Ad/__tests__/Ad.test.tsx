// @vitest-environment node
/**
 * The slot end to end in jsdom, with time and randomness controlled: polling, the blocked and
 * fallback choices, display events and the inline JSON ad. The network is never reached: jsdom
 * loads no scripts and fetch is faked.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {LEAD_PARAGRAPH_CLASS} from '../../../constants/dom';
import {advance, addBanner, flushPromises, installGtag, renderSlot, slotLabel, slotRoot} from './fixtures';

// jsdom and the translation stand-in, before the imports above load.
await vi.hoisted(() => import('../../shared/__tests__/docusaurusDom'));

const STATLINK = 'https://srv.example.com/click/1';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'gtag');
  document.body.innerHTML = '';
});

describe('the slot', () => {
  it('sits in the lead paragraph and carries the click-tracking attributes', () => {
    const {container, unmount} = renderSlot({shape: 'image'});
    const root = slotRoot(container);
    expect(root.tagName).toBe('SPAN');
    expect(root.parentElement?.className).toBe(LEAD_PARAGRAPH_CLASS);
    expect(root.dataset).toMatchObject({gaEventCategory: 'ad', gaEventAction: 'click', gaEventLabel: 'carbon-body-top-image'});
    // The reserved space is CSS (styles.module.css), which jsdom does not apply: e2e/ads.spec.ts checks it.
    unmount();
  });

  it('loads the network script into the slot', () => {
    const {container, unmount} = renderSlot({shape: 'image'});
    expect(slotRoot(container).querySelector('script')).toBeNull();
    advance(0);
    const script = slotRoot(container).querySelector('script');
    expect(script?.id).toBe('_carbonads_js');
    expect(script?.getAttribute('src')).toBe('https://cdn.carbonads.com/carbon.js?serve=CKYIL27L&placement=material-uicom');
    unmount();
  });

  it('renders nothing when ads are off', () => {
    const {container, unmount} = renderSlot({shape: 'image'}, {enabled: false});
    expect(container.querySelector('.Ad-root')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    unmount();
  });
});

describe('a blocked network', () => {
  it.each([
    ['draw 0.1: the ad-block message', 0.1, 'in-house-adblock-body-top-image'],
    ['draw 0.5: an in-house ad', 0.5, 'in-house-body-top-image'],
  ])('%s after 3.5 s', (_name, random, label) => {
    vi.spyOn(Math, 'random').mockReturnValue(random);
    const {container, unmount} = renderSlot({shape: 'image'});
    advance(3499);
    expect(slotLabel(container)).toBe('carbon-body-top-image');
    advance(1);
    expect(slotLabel(container)).toBe(label);
    const root = slotRoot(container);
    if (random < 0.2) {
      expect(root.textContent).toContain('Help us keep running');
      expect(root.textContent).toContain('Thank you!');
      expect(root.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Love');
    } else {
      // floor(4 * 0.5) = 2: the third in-house ad.
      const link = root.querySelector('a');
      expect(link?.getAttribute('href')).toContain('https://tidelift.com/');
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener sponsored');
      expect(link?.dataset.gaEventLabel).toBe('in-house-tidelift');
      const img = root.querySelector('img');
      expect([img?.getAttribute('src'), img?.getAttribute('alt'), img?.getAttribute('width'), img?.getAttribute('height')]).toEqual([
        '/img/ads-in-house/tidelift.svg',
        'tidelift',
        '130',
        '100',
      ]);
      expect(root.querySelector('strong')?.textContent).toBe('MUI for enterprise');
      expect(root.textContent).toContain('ad by MUI');
      expect(root.querySelector('.carbonads')).toBeNull();
    }
    unmount();
  });

  it('gives up polling after 30 tries', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const {container, unmount} = renderSlot({shape: 'image'});
    advance(15_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(slotLabel(container)).toBe('in-house-body-top-image');
    unmount();
  });

  it('flips back to the network when a banner appears late', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const {container, unmount} = renderSlot({shape: 'image'});
    advance(5000);
    expect(slotLabel(container)).toBe('in-house-body-top-image');
    const late = document.createElement('div');
    late.className = 'ea-placement';
    document.body.append(late);
    advance(500);
    expect(slotLabel(container)).toBe('carbon-body-top-image');
    expect(vi.getTimerCount()).toBe(1); // only the script load: polling stopped
    unmount();
  });
});

describe('a served banner', () => {
  it('is kept and stops the polling', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    addBanner('https://srv.example.com/click/1');
    const {container, unmount} = renderSlot({shape: 'image'});
    advance(500);
    expect(vi.getTimerCount()).toBe(0);
    advance(20_000);
    expect(slotLabel(container)).toBe('carbon-body-top-image');
    unmount();
  });

  it('is replaced by an in-house ad when it is the fallback link', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    addBanner('https://material-ui-next.com/discover-more/backers');
    const {container, unmount} = renderSlot({shape: 'image'});
    advance(500);
    expect(slotLabel(container)).toBe('in-house-carbon-body-top-image');
    expect(slotRoot(container).querySelector('a')?.getAttribute('href')).toContain('figma');
    unmount();
  });
});

describe('display events', () => {
  it('sends a sampled display event 2500 ms after the slot shows', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.05);
    const gtag = installGtag();
    const {unmount} = renderSlot({shape: 'image'});
    advance(2499);
    expect(gtag).not.toHaveBeenCalled();
    advance(1);
    expect(gtag).toHaveBeenCalledWith('event', 'ad', {eventAction: 'display', eventLabel: 'carbon-body-top-image'});
    // Blocked at 3.5 s (draw 0.05 < 0.2: the message); its own display event 2.5 s later.
    advance(1000);
    expect(gtag).toHaveBeenCalledTimes(1);
    advance(2500);
    expect(gtag).toHaveBeenCalledTimes(2);
    expect(gtag).toHaveBeenLastCalledWith('event', 'ad', {eventAction: 'display', eventLabel: 'in-house-adblock-body-top-image'});
    unmount();
  });

  it('sends nothing when the draw is outside the sample', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const gtag = installGtag();
    const {unmount} = renderSlot({shape: 'image'});
    advance(10_000);
    expect(gtag).not.toHaveBeenCalled();
    unmount();
  });

  it('sends nothing when the slot unmounts first', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.05);
    const gtag = installGtag();
    const {unmount} = renderSlot({shape: 'image'});
    advance(2000);
    unmount();
    advance(10_000);
    expect(gtag).not.toHaveBeenCalled();
  });

  it('sends the in-house card its own display event at once', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const gtag = installGtag();
    const {unmount} = renderSlot({shape: 'image'}, {GADisplayRatio: 1});
    advance(3500);
    expect(gtag).toHaveBeenCalledWith('event', 'ad', {eventAction: 'display', eventLabel: 'in-house-tidelift'});
    unmount();
  });
});

describe('the inline layout (JSON ad)', () => {
  const DATA = {
    ads: [
      {},
      {company: 'No link'},
      {
        statlink: STATLINK,
        statimp: 'https://srv.example.com/imp/1',
        pixel: 'https://px.example.com/a?ts=[timestamp]||http://insecure.example.com/p||https://px.example.com/b',
        timestamp: '1700000042',
        image: 'javascript:alert(1)',
        company: 'Acme <b>bold</b>',
        description: '<img src=x onerror=alert(1)>Fast builds.',
      },
    ],
  };

  function stubFetch(reply: () => Promise<unknown>) {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => reply());
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('shows the first ad with a statlink as our own card, with impression and pixels', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const fetchMock = stubFetch(() => Promise.resolve({ok: true, json: () => Promise.resolve(DATA)}));
    const {container, unmount} = renderSlot({shape: 'inline'});
    await flushPromises();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://srv.buysellads.com/ads/CE7DC23W.json');

    const root = slotRoot(container);
    const link = root.querySelector('a');
    expect(link?.getAttribute('href')).toBe(STATLINK);
    expect(link?.getAttribute('rel')).toBe('noopener sponsored');
    expect(link?.getAttribute('target')).toBe('_blank');
    const hidden = [...root.querySelectorAll<HTMLImageElement>('img')].filter((img) => img.style.display === 'none');
    expect(hidden.map((img) => img.getAttribute('src'))).toEqual([
      'https://srv.example.com/imp/1',
      'https://px.example.com/a?ts=1700000042',
      'https://px.example.com/b',
    ]);
    // Text stays text: no element comes from the network's strings, and the unsafe image is dropped.
    expect(root.querySelector('strong')?.textContent).toBe('Acme <b>bold</b>');
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>Fast builds.');
    expect(root.querySelectorAll('img')).toHaveLength(3);
    expect(root.querySelector('b')).toBeNull();
    expect(root.textContent).toContain('ad by Carbon');

    // Our card counts as the served banner: polling stops, no blocked state.
    advance(500);
    advance(5000);
    expect(slotLabel(container)).toBe('carbon-body-top-inline');
    unmount();
  });

  it.each([
    ['a rejected request', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', () => Promise.resolve({ok: true, json: () => Promise.reject(new SyntaxError('bad'))})],
    ['malformed data', () => Promise.resolve({ok: true, json: () => Promise.resolve({ads: 'nope'})})],
  ])('shows no network ad after %s, then falls back like a blocked network', async (_name, reply) => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const fetchMock = stubFetch(reply);
    const {container, unmount} = renderSlot({shape: 'inline'});
    await flushPromises();
    expect(slotRoot(container).querySelector('a')).toBeNull();
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(10);
    advance(3500);
    expect(slotLabel(container)).toBe('in-house-body-top-inline');
    expect(slotRoot(container).querySelector('a')?.getAttribute('href')).toContain('tidelift');
    unmount();
  });
});
