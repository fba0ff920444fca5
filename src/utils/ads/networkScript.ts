/** The ad network's banner script element. */
import {AD_NETWORK} from '../../constants/ads';

/**
 * A script element for the banner. carbon.js inserts its banner next to the element with this
 * id, so the caller appends it where the banner belongs.
 */
export function createNetworkScript(doc: Document, src: string): HTMLScriptElement {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.id = AD_NETWORK.scriptId;
  return script;
}
