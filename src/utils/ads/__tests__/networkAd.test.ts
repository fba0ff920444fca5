import {describe, expect, it, vi} from 'vitest';
import {fetchJsonAd, impressionUrl, isSafeHttpsUrl, pickJsonAd, trackingPixels, type FetchJson} from '../networkAd';

describe('isSafeHttpsUrl', () => {
  it.each([
    ['an https URL', 'https://srv.example.com/ads/click?x=1', true],
    ['an https URL with a port', 'https://example.com:8443/a', true],
    ['an http URL', 'http://example.com/', false],
    ['a javascript: URL', 'javascript:alert(1)', false],
    ['a data: URL', 'data:image/gif;base64,R0lGOD', false],
    ['a protocol-relative URL', '//example.com/a', false],
    ['a relative path', '/img/a.svg', false],
    ['leading whitespace', ' https://example.com/', false],
    ['an embedded newline', 'https://exa\nmple.com/', false],
    ['an empty string', '', false],
    ['a number', 42, false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s → %s', (_name, value, expected) => {
    expect(isSafeHttpsUrl(value)).toBe(expected);
  });
});

const FULL_AD = {
  statlink: 'https://srv.example.com/click/1',
  statimp: 'https://srv.example.com/imp/1',
  pixel: 'https://px.example.com/a?t=[timestamp]||https://px.example.com/b',
  timestamp: '1700000000',
  image: 'https://cdn.example.com/logo.png',
  company: 'Acme',
  description: 'Build faster.',
};

describe('pickJsonAd', () => {
  it.each<[string, unknown, unknown]>([
    ['the first ad with a statlink', {ads: [{}, {company: 'No link'}, FULL_AD, {...FULL_AD, company: 'Second'}]}, FULL_AD],
    ['skips non-https statlinks', {ads: [{statlink: 'http://x.example.com'}, {statlink: 'javascript:alert(1)'}, FULL_AD]}, FULL_AD],
    [
      'drops unsafe image and impression URLs',
      {ads: [{...FULL_AD, image: 'javascript:alert(1)', statimp: 'http://x.example.com/i'}]},
      {...FULL_AD, image: undefined, statimp: undefined},
    ],
    ['keeps a numeric timestamp as text', {ads: [{...FULL_AD, timestamp: 1700000000}]}, FULL_AD],
    ['drops fields of the wrong type', {ads: [{...FULL_AD, company: {}, description: ['x']}]}, {...FULL_AD, company: undefined, description: undefined}],
    ['no ad with a statlink', {ads: [{}, {company: 'Acme'}]}, null],
    ['an empty list', {ads: []}, null],
    ['ads is not a list', {ads: {statlink: FULL_AD.statlink}}, null],
    ['no ads key', {}, null],
    ['null items', {ads: [null, 3, 'x', [FULL_AD]]}, null],
    ['null', null, null],
    ['a string', 'ads', null],
    ['an array', [FULL_AD], null],
  ])('%s', (_name, data, expected) => {
    expect(pickJsonAd(data)).toEqual(expected);
  });
});

type Reply = {readonly kind: 'json'; readonly data: unknown} | {readonly kind: 'status'; readonly ok: false} | {readonly kind: 'bad-json'} | {readonly kind: 'reject'};

/** A fetch that answers each call with the next reply in the list (the last one repeats). */
function fakeFetch(replies: readonly Reply[]) {
  let call = 0;
  const fetchJson = vi.fn<FetchJson>(() => {
    const reply = replies[Math.min(call, replies.length - 1)];
    call += 1;
    switch (reply?.kind) {
      case 'json':
        return Promise.resolve({ok: true, json: () => Promise.resolve(reply.data)});
      case 'status':
        return Promise.resolve({ok: false, json: () => Promise.resolve({})});
      case 'bad-json':
        return Promise.resolve({ok: true, json: () => Promise.reject(new SyntaxError('Unexpected token'))});
      default:
        return Promise.reject(new TypeError('Failed to fetch'));
    }
  });
  return fetchJson;
}

const EMPTY: Reply = {kind: 'json', data: {ads: [{}]}};
const GOOD: Reply = {kind: 'json', data: {ads: [FULL_AD]}};
const URL = 'https://srv.buysellads.com/ads/CE7DC23W.json';

describe('fetchJsonAd', () => {
  it.each<[string, readonly Reply[], number, boolean]>([
    ['an ad on the first try', [GOOD], 1, true],
    ['an ad on the third try', [EMPTY, EMPTY, GOOD], 3, true],
    ['an ad on the tenth try', [...Array.from({length: 9}, () => EMPTY), GOOD], 10, true],
    ['no ad in 10 tries: gives up', [EMPTY], 10, false],
    ['a rejected request (ad blocker): no retry', [{kind: 'reject'}, GOOD], 1, false],
    ['an error status: no retry', [{kind: 'status', ok: false}, GOOD], 1, false],
    ['a body that is not JSON: no retry', [{kind: 'bad-json'}, GOOD], 1, false],
    ['malformed data counts as no ad', [{kind: 'json', data: 'oops'}, GOOD], 2, true],
  ])('%s', async (_name, replies, calls, found) => {
    const fetchJson = fakeFetch(replies);
    const ad = await fetchJsonAd(fetchJson, URL);
    expect(fetchJson).toHaveBeenCalledTimes(calls);
    expect(fetchJson).toHaveBeenCalledWith(URL, {});
    expect(ad).toEqual(found ? FULL_AD : null);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const fetchJson = vi.fn<FetchJson>(() => {
      controller.abort();
      return Promise.resolve({ok: true, json: () => Promise.resolve({ads: []})});
    });
    expect(await fetchJsonAd(fetchJson, URL, 10, controller.signal)).toBeNull();
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(fetchJson).toHaveBeenCalledWith(URL, {signal: controller.signal});
  });

  it('takes another attempt limit', async () => {
    const fetchJson = fakeFetch([EMPTY]);
    expect(await fetchJsonAd(fetchJson, URL, 3)).toBeNull();
    expect(fetchJson).toHaveBeenCalledTimes(3);
  });
});

describe('trackingPixels', () => {
  it.each<[string, {pixel?: string; timestamp?: string}, string[]]>([
    ['splits on || and fills the timestamp', {pixel: FULL_AD.pixel, timestamp: '123'}, ['https://px.example.com/a?t=123', 'https://px.example.com/b']],
    ['fills every placeholder', {pixel: 'https://p.example.com/?a=[timestamp]&b=[timestamp]', timestamp: '9'}, ['https://p.example.com/?a=9&b=9']],
    ['an empty timestamp when the ad has none', {pixel: 'https://p.example.com/?t=[timestamp]'}, ['https://p.example.com/?t=']],
    ['drops non-https and empty entries', {pixel: 'http://p.example.com/||javascript:x||||https://ok.example.com/p', timestamp: '1'}, ['https://ok.example.com/p']],
    ['trims entries', {pixel: ' https://a.example.com/ || https://b.example.com/ '}, ['https://a.example.com/', 'https://b.example.com/']],
    ['no pixel', {}, []],
    ['an empty pixel', {pixel: ''}, []],
  ])('%s', (_name, ad, expected) => {
    expect(trackingPixels(ad)).toEqual(expected);
  });
});

describe('impressionUrl', () => {
  it.each([
    [{statimp: FULL_AD.statimp}, FULL_AD.statimp],
    [{statimp: 'http://x.example.com/'}, null],
    [{}, null],
  ])('%o → %s', (ad, expected) => {
    expect(impressionUrl(ad)).toBe(expected);
  });
});
