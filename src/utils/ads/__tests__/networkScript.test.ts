// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {createNetworkScript} from '../networkScript';
import {carbonScriptUrl} from '../../../constants/ads';

describe('createNetworkScript', () => {
  it('makes an async script with the id carbon.js looks for', () => {
    const src = carbonScriptUrl('CKYIL27L', 'material-uicom');
    const script = createNetworkScript(document, src);
    expect(script.tagName).toBe('SCRIPT');
    expect(script.src).toBe(src);
    expect(script.id).toBe('_carbonads_js');
    expect(script.async).toBe(true);
    expect(script.isConnected).toBe(false);
  });
});
