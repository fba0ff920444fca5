/**
 * The click-tracking attributes of one element, for JSX: `<Button {...gaEventProps({...})}>`.
 * The document-level click listener (src/utils/analytics/clickEvent.ts) reads them back.
 */
import {GA_DATA_ATTRIBUTES} from '../../constants/dom';

export interface GaEvent {
  readonly category: string;
  readonly action: string;
  /** Not rendered when null or left out. */
  readonly label?: string | null;
}

type GaEventProps = {
  readonly [GA_DATA_ATTRIBUTES.category]: string;
  readonly [GA_DATA_ATTRIBUTES.action]: string;
  readonly [GA_DATA_ATTRIBUTES.label]?: string;
};

export function gaEventProps({category, action, label}: GaEvent): GaEventProps {
  const props = {[GA_DATA_ATTRIBUTES.category]: category, [GA_DATA_ATTRIBUTES.action]: action};
  return label === null || label === undefined ? props : {...props, [GA_DATA_ATTRIBUTES.label]: label};
}
