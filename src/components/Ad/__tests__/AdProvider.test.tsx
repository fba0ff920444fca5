// @vitest-environment jsdom
import React from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {AdProvider, useAdConfig} from '../AdProvider';
import {DEFAULT_AD_CONFIG, type AdConfig} from '../../../utils/ads/config';

function ConfigProbe({seen}: {readonly seen: AdConfig[]}) {
  seen.push(useAdConfig());
  return null;
}

describe('useAdConfig', () => {
  it('throws a clear error without an <AdProvider>', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(<ConfigProbe seen={[]} />)).toThrowErrorMatchingInlineSnapshot(
      `[Error: Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>]`,
    );
  });

  it.each<[string, Partial<AdConfig> | undefined, AdConfig]>([
    ['defaults', undefined, {GADisplayRatio: 0.1, enabled: true, serve: 'CKYIL27L', placement: 'material-uicom', zone: 'CE7DC23W'}],
    ['an override', {GADisplayRatio: 1, zone: 'OTHER'}, {...DEFAULT_AD_CONFIG, GADisplayRatio: 1, zone: 'OTHER'}],
  ])('gives the provider config merged over the defaults: %s', (_name, config, expected) => {
    const seen: AdConfig[] = [];
    renderToString(
      <AdProvider config={config}>
        <ConfigProbe seen={seen} />
      </AdProvider>,
    );
    expect(seen).toEqual([expected]);
  });
});
