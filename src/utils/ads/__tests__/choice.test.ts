import {describe, expect, it} from 'vitest';
import {adEventLabel, chooseAd, chooseShape, NO_AD, pickInHouseAd, type AdFacts} from '../choice';
import {IN_HOUSE_ADS} from '../../../constants/ads';

const [templates, themes, tidelift, figma] = IN_HOUSE_ADS;
const BASE: AdFacts = {isBot: false, blocked: false, fallbackLink: false, randomAdblock: 0.5, randomInHouse: 0};

describe('chooseAd', () => {
  it.each<[string, Partial<AdFacts>, ReturnType<typeof chooseAd>]>([
    ['a crawler gets nothing', {isBot: true}, NO_AD],
    ['a crawler gets nothing even when blocked', {isBot: true, blocked: true}, NO_AD],
    ['a served banner', {}, {kind: 'network', label: 'carbon'}],
    ['blocked, draw 0: the ad-block message', {blocked: true, randomAdblock: 0}, {kind: 'adblock-message', label: 'in-house-adblock'}],
    ['blocked, draw 0.19: the ad-block message', {blocked: true, randomAdblock: 0.19}, {kind: 'adblock-message', label: 'in-house-adblock'}],
    ['blocked, draw 0.2: an in-house ad', {blocked: true, randomAdblock: 0.2}, {kind: 'in-house', label: 'in-house', inHouseAd: templates}],
    ['blocked, draw 0.99: an in-house ad', {blocked: true, randomAdblock: 0.99, randomInHouse: 0.99}, {kind: 'in-house', label: 'in-house', inHouseAd: figma}],
    ['the fallback link: an in-house ad', {fallbackLink: true, randomInHouse: 0.3}, {kind: 'in-house', label: 'in-house-carbon', inHouseAd: themes}],
    ['blocked wins over the fallback link', {blocked: true, fallbackLink: true, randomAdblock: 0}, {kind: 'adblock-message', label: 'in-house-adblock'}],
  ])('%s', (_name, facts, expected) => {
    expect(chooseAd({...BASE, ...facts})).toEqual(expected);
  });
});

describe('pickInHouseAd', () => {
  it.each([
    [0, templates],
    [0.24, templates],
    [0.25, themes],
    [0.5, tidelift],
    [0.75, figma],
    [0.999, figma],
    [1, figma],
    [-1, templates],
    [Number.NaN, templates],
  ])('draw %s → %o', (random, expected) => {
    expect(pickInHouseAd(random)).toBe(expected);
  });
});

describe('chooseShape', () => {
  it.each([
    [0, 'inline'],
    [0.1999, 'inline'],
    [0.2, 'image'],
    [0.9999, 'image'],
  ] as const)('draw %s → %s', (random, expected) => {
    expect(chooseShape(random)).toBe(expected);
  });
});

describe('adEventLabel', () => {
  it.each([
    ['carbon', 'image', 'carbon-body-top-image'],
    ['carbon', 'inline', 'carbon-body-top-inline'],
    ['in-house', 'image', 'in-house-body-top-image'],
    ['in-house-adblock', 'inline', 'in-house-adblock-body-top-inline'],
    ['in-house-carbon', 'image', 'in-house-carbon-body-top-image'],
    [null, 'image', null],
  ] as const)('%s, %s → %s', (label, shape, expected) => {
    expect(adEventLabel(label, shape)).toBe(expected);
  });
});
