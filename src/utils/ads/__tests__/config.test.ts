import {describe, expect, it} from 'vitest';
import {adConfigFromCustomFields, DEFAULT_AD_CONFIG, pageShowsAd} from '../config';
import {adsEnabledFromEnv, DEFAULT_AD_IDS} from '../../../constants/ads';

describe('adsEnabledFromEnv', () => {
  it.each<[string | undefined, string | undefined, boolean]>([
    [undefined, 'production', true],
    ['', 'production', true],
    ['off', 'production', false],
    ['OFF', 'production', false],
    [' off ', 'production', false],
    ['false', 'production', false],
    ['0', 'production', false],
    ['on', 'production', true],
    ['maybe', 'production', true],
    [undefined, 'development', false],
    ['on', 'development', true],
    ['true', 'development', true],
    ['1', 'development', true],
    ['off', 'development', false],
    ['maybe', 'development', false],
    [undefined, 'test', false],
    [undefined, undefined, false],
    ['on', undefined, true],
  ])('DOCS_ADS=%s, NODE_ENV=%s → %s', (value, nodeEnv, expected) => {
    expect(adsEnabledFromEnv({DOCS_ADS: value}, nodeEnv)).toBe(expected);
  });

  it('reads only DOCS_ADS', () => {
    expect(adsEnabledFromEnv({ADS: 'off', ENABLE_AD_IN_DEV_MODE: 'true'}, 'production')).toBe(true);
    expect(adsEnabledFromEnv({ENABLE_AD_IN_DEV_MODE: 'true'}, 'development')).toBe(false);
  });
});

describe('adConfigFromCustomFields', () => {
  it.each<[string, unknown, Partial<typeof DEFAULT_AD_CONFIG>]>([
    ['ads on with default ids', {ads: {enabled: true, ...DEFAULT_AD_IDS}}, {enabled: true}],
    ['ads on with other ids', {ads: {enabled: true, serve: 'ABC123', placement: 'docs-site', zone: 'Z_9'}}, {enabled: true, serve: 'ABC123', placement: 'docs-site', zone: 'Z_9'}],
    ['ads off', {ads: {enabled: false}}, {enabled: false}],
    ['a truthy non-boolean is not on', {ads: {enabled: 'true'}}, {enabled: false}],
    ['no ads field: off', {gaMeasurementId: 'G-MUIDOCS01'}, {enabled: false}],
    ['no custom fields: off', undefined, {enabled: false}],
    ['ids that would break a URL fall back', {ads: {enabled: true, serve: 'a&b=c', placement: '', zone: 42}}, {enabled: true}],
    ['a display ratio', {ads: {enabled: true, GADisplayRatio: 0.5}}, {enabled: true, GADisplayRatio: 0.5}],
    ['an out-of-range ratio falls back', {ads: {enabled: true, GADisplayRatio: 2}}, {enabled: true}],
  ])('%s', (_name, customFields, expected) => {
    expect(adConfigFromCustomFields(customFields)).toEqual({...DEFAULT_AD_CONFIG, ...expected});
  });
});

describe('pageShowsAd', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['a plain page', {title: 'Grid', description: 'Layout.'}, true],
    ['hide_ad: true', {hide_ad: true}, false],
    ['disableAd: true', {disableAd: true}, false],
    ['hide_ad: false', {hide_ad: false}, true],
    ['a string is not an opt-out', {hide_ad: 'true'}, true],
  ])('%s → %s', (_name, frontMatter, expected) => {
    expect(pageShowsAd(frontMatter)).toBe(expected);
  });
});
