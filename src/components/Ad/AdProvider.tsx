/**
 * Ad configuration for the slot (reference §1.10: `{GADisplayRatio: 0.1, ...config}`), plus the
 * network ids and the on/off switch from the site config (issue: ad slot, items 3 and 8).
 */
import React, {createContext, useContext, useMemo, type ReactNode} from 'react';
import {DEFAULT_AD_CONFIG, type AdConfig} from '../../utils/ads/config';

const AdConfigContext = createContext<AdConfig | null>(null);

export interface AdProviderProps {
  /** Fields left out take their defaults. */
  readonly config?: Partial<AdConfig>;
  readonly children: ReactNode;
}

export function AdProvider({config, children}: AdProviderProps): ReactNode {
  const value = useMemo(() => ({...DEFAULT_AD_CONFIG, ...config}), [config]);
  return <AdConfigContext.Provider value={value}>{children}</AdConfigContext.Provider>;
}

/** The ad config; throws when no `<AdProvider>` is above (spec §8 "missing ad config context"). */
export function useAdConfig(): AdConfig {
  const value = useContext(AdConfigContext);
  if (value === null) {
    throw new Error('Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>');
  }
  return value;
}
