import {describe, expect, it} from 'vitest';
import {inHouseDisplayAd, networkDisplayAd} from '../displayAd';
import {IN_HOUSE_ADS} from '../../../constants/ads';

describe('inHouseDisplayAd', () => {
  it.each(IN_HOUSE_ADS.map((ad) => [ad.name, ad] as const))('%s', (name, ad) => {
    expect(inHouseDisplayAd(ad)).toEqual({
      link: ad.link,
      img: ad.img,
      name,
      descriptionHeader: ad.descriptionHeader,
      description: ad.description,
      poweredby: 'MUI',
      label: `in-house-${name}`,
    });
  });
});

describe('networkDisplayAd', () => {
  it.each([
    [
      'a full ad',
      {statlink: 'https://s.example.com/c', image: 'https://s.example.com/i.png', company: ' Acme ', description: 'Fast. '},
      {link: 'https://s.example.com/c', img: 'https://s.example.com/i.png', name: 'Acme', descriptionHeader: 'Acme', description: 'Fast.', poweredby: 'Carbon', label: 'carbon-inline'},
    ],
    [
      'an ad with only a link',
      {statlink: 'https://s.example.com/c'},
      {link: 'https://s.example.com/c', img: undefined, name: '', descriptionHeader: '', description: '', poweredby: 'Carbon', label: 'carbon-inline'},
    ],
  ])('%s', (_name, ad, expected) => {
    expect(networkDisplayAd(ad)).toEqual(expected);
  });
});
