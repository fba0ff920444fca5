/** The ad slot and its parts (issue: ad slot). Pages render `AdSlot`; the rest is for tests and demos. */
export {default} from './AdSlot';
export {default as Ad, type AdProps} from './Ad';
export {AdProvider, useAdConfig, type AdProviderProps} from './AdProvider';
export {default as AdDisplay} from './AdDisplay';
export {default as AdInHouse} from './AdInHouse';
export {default as AdCarbonImage} from './AdCarbonImage';
export {default as AdCarbonInline} from './AdCarbonInline';
export {default as PleaseDisableAdblock} from './PleaseDisableAdblock';
