/**
 * Ad layouts: the image card (image floated in a dashed box) and the inline card (text only,
 * with an "Ad" badge and a "Get started" cue). The same parts style our cards and the network's
 * banner markup, so both look alike. Everything is a `span` with `display: block` because the
 * slot lives inside the page's lead paragraph.
 */
import type {SxProps, Theme} from '@mui/material/styles';
import {AD_CLASS_NAMES, AD_LAYOUT, type AdShape} from '../../constants/ads';
import {SPACING_PX} from '../../constants/theme';

const px = (value: number) => `${value}px`;
const cssText = (text: string) => JSON.stringify(text);

const IMAGE_SIZE = {width: AD_LAYOUT.imageWidth, height: AD_LAYOUT.imageHeight} as const;
const DESCRIPTION_TYPOGRAPHY = {xs: 'body2', sm: 'body1'} as const;

const LINK = {
  color: 'text.primary',
  textDecoration: 'none',
  '&:hover': {color: 'text.primary', textDecoration: 'none'},
} as const;

/** The words the inline layout adds around an ad's text (CSS generated content). */
interface AdCues {
  readonly badge: string;
  readonly getStarted: string;
}

/** The parts of a card, keyed by role. */
const CARD_PARTS = {
  image: {
    root: {
      display: 'block',
      overflow: 'hidden',
      border: '1px dashed',
      borderColor: 'divider',
      borderRadius: 1,
      p: {xs: AD_LAYOUT.cardPadding, sm: AD_LAYOUT.cardPaddingSm},
      // The image floats into the left padding, so text never wraps under it.
      pl: {
        xs: px(AD_LAYOUT.cardPadding * SPACING_PX + AD_LAYOUT.imageWidth),
        sm: px(AD_LAYOUT.cardPaddingSm * SPACING_PX + AD_LAYOUT.imageWidth),
      },
    },
    imageWrapper: {display: 'block', float: 'left', ml: px(-AD_LAYOUT.imageWidth), ...IMAGE_SIZE},
    image: {display: 'block', ...IMAGE_SIZE},
    description: {display: 'block', typography: DESCRIPTION_TYPOGRAPHY, ml: 1.5},
    poweredBy: {display: 'block', typography: 'caption', color: 'text.secondary', fontWeight: 'regular', ml: 1.5, mt: 0.5},
  },
  inline: {
    root: {display: 'block', pt: px(8)},
    imageWrapper: {display: 'none'},
    image: {display: 'none'},
    description: {
      display: 'block',
      typography: DESCRIPTION_TYPOGRAPHY,
      ml: 0,
      '&::before': {
        border: `1px solid ${AD_LAYOUT.badgeColor}`,
        color: AD_LAYOUT.badgeColor,
        borderRadius: '3px',
        padding: '1px 5px',
        mr: 1,
        fontSize: '0.875rem',
      },
      '&::after': {color: 'primary.main', textDecoration: 'underline', ml: 0.5},
    },
    poweredBy: {display: 'block', typography: 'caption', color: 'text.secondary', fontWeight: 'regular', ml: 0, mt: px(2)},
  },
} as const;

/** The inline description with its cues; the image layout has none. */
function inlineDescription({badge, getStarted}: AdCues) {
  const {description} = CARD_PARTS.inline;
  return {
    ...description,
    '&::before': {...description['&::before'], content: cssText(badge)},
    '&::after': {...description['&::after'], content: cssText(getStarted)},
  };
}

/** Our own card (`AdDisplay`). */
export function adCardSx(shape: AdShape, cues: AdCues): SxProps<Theme> {
  const parts = CARD_PARTS[shape];
  return {
    ...parts.root,
    width: '100%',
    '& a, & a:hover': LINK,
    [`& .${AD_CLASS_NAMES.imageWrapper}`]: parts.imageWrapper,
    '& img': parts.image,
    [`& .${AD_CLASS_NAMES.description}`]: shape === 'inline' ? inlineDescription(cues) : parts.description,
    [`& .${AD_CLASS_NAMES.poweredBy}`]: parts.poweredBy,
  };
}

/**
 * The network's banner, in the image layout. The banner script cannot be stopped once loading
 * and may insert a second banner; only the first `#carbonads` is shown.
 */
export const carbonImageSx: SxProps<Theme> = {
  display: 'block',
  width: '100%',
  '& > div': {display: 'none'},
  '& #carbonads': {
    ...CARD_PARTS.image.root,
    '& .carbon-wrap': {display: 'block'},
    '& .carbon-img': CARD_PARTS.image.imageWrapper,
    '& img': CARD_PARTS.image.image,
    '& a, & a:hover': LINK,
    '& .carbon-text': CARD_PARTS.image.description,
    '& .carbon-poweredby': CARD_PARTS.image.poweredBy,
  },
  '& #carbonads ~ #carbonads': {display: 'none'},
};

/** The slot: reserved space so that the page does not move when the ad arrives. */
export function adRootSx(shape: AdShape): SxProps<Theme> {
  return {
    position: 'relative',
    display: shape === 'inline' ? 'flex' : 'block',
    alignItems: shape === 'inline' ? 'flex-end' : 'normal',
    mt: AD_LAYOUT.marginTop,
    mb: AD_LAYOUT.marginBottom,
    minHeight: {xs: AD_LAYOUT.minHeight, sm: AD_LAYOUT.minHeightSm},
  };
}

/** Height held by the inline network card while its JSON loads. */
export const inlineLoadingSx: SxProps<Theme> = {display: 'block', minHeight: AD_LAYOUT.inlineLoadingMinHeight};

export const adblockMessageSx: SxProps<Theme> = {
  display: 'block',
  p: 1.5,
  border: '2px solid',
  borderColor: 'primary.main',
};
