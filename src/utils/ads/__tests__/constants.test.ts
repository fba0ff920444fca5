/**
 * The ad data is checked like code: every in-house ad is complete and safe to render, and the
 * network URLs are built with their ids escaped.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {carbonScriptUrl, IN_HOUSE_ADS, jsonAdUrl} from '../../../constants/ads';
import {isSafeHttpsUrl} from '../networkAd';

const STATIC_DIR = join(__dirname, '../../../../static');

describe('in-house ads', () => {
  it.each(IN_HOUSE_ADS.map((ad) => [ad.name, ad] as const))('%s is complete and safe', (name, ad) => {
    expect(isSafeHttpsUrl(ad.link), 'link must be https').toBe(true);
    expect(ad.img).toBe(`/img/ads-in-house/${name}.svg`);
    expect(ad.descriptionHeader.trim()).not.toBe('');
    expect(ad.description.trim()).not.toBe('');
    expect(ad.description, 'descriptions are text, not HTML').not.toMatch(/[<>]/);
  });

  it.each(IN_HOUSE_ADS.map((ad) => [ad.name, ad.img] as const))('%s has its own 130 x 100 artwork', (_name, img) => {
    const file = join(STATIC_DIR, img);
    expect(existsSync(file), `${file} is missing`).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/<svg[^>]*\bwidth="130"/);
    expect(svg).toMatch(/<svg[^>]*\bheight="100"/);
    expect(svg).toMatch(/<svg[^>]*\bviewBox="0 0 130 100"/);
    expect(svg, 'no scripts in artwork').not.toMatch(/<script|\bon[a-z]+=/i);
  });
});

describe('network URLs', () => {
  it.each([
    [carbonScriptUrl('CKYIL27L', 'material-uicom'), 'https://cdn.carbonads.com/carbon.js?serve=CKYIL27L&placement=material-uicom'],
    [jsonAdUrl('CE7DC23W'), 'https://srv.buysellads.com/ads/CE7DC23W.json'],
    [carbonScriptUrl('a&b', 'c d'), 'https://cdn.carbonads.com/carbon.js?serve=a%26b&placement=c%20d'],
    [jsonAdUrl('../x'), 'https://srv.buysellads.com/ads/..%2Fx.json'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
