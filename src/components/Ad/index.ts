/** The page's ad slot; the slot's parts are imported from their own files by the tests. */
export {default} from './AdSlot';
