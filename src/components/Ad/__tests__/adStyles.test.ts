import {describe, expect, it} from 'vitest';
import {adCardSx, adRootSx} from '../adStyles';

describe('adRootSx', () => {
  it.each([
    ['image', {display: 'block', alignItems: 'normal'}],
    ['inline', {display: 'flex', alignItems: 'flex-end'}],
  ] as const)('reserves the ad space in the %s layout', (shape, layout) => {
    expect(adRootSx(shape)).toEqual({position: 'relative', ...layout, mt: 3, mb: 3, minHeight: {xs: 142, sm: 126}});
  });
});

describe('adCardSx', () => {
  it('floats the 130 x 100 image into the left padding in the image layout', () => {
    expect(adCardSx('image')).toMatchObject({
      pl: {xs: '138px', sm: '142px'},
      '& .AdDisplay-imageWrapper': {float: 'left', ml: '-130px', width: 130, height: 100},
    });
  });

  it('hides the image and badges the text in the inline layout', () => {
    expect(adCardSx('inline')).toMatchObject({
      '& .AdDisplay-imageWrapper': {display: 'none'},
      '& .AdDisplay-description': {'&::before': {content: '"Ad"'}, '&::after': {content: '"Get started"'}},
    });
  });
});
