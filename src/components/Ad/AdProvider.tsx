/**
 * Ad configuration for the slot: the display-event sampling ratio (0.1 unless overridden), the
 * network ids and the on/off switch, from the site config over the defaults.
 */
import React, {createContext, useContext, useMemo, type ReactNode} from 'react';
import {DEFAULT_AD_CONFIG, type AdConfig} from '../../utils/ads/config';

const AdConfigContext = createContext<AdConfig | null>(null);

interface AdProviderProps {
  /** Fields left out take their defaults. */
  readonly config?: Partial<AdConfig>;
  readonly children: ReactNode;
}

export function AdProvider({config, children}: AdProviderProps): ReactNode {
  const value = useMemo(() => ({...DEFAULT_AD_CONFIG, ...config}), [config]);
  return <AdConfigContext.Provider value={value}>{children}</AdConfigContext.Provider>;
}

/** The ad config; throws a clear error when no `<AdProvider>` is above. */
export function useAdConfig(): AdConfig {
  const value = useContext(AdConfigContext);
  if (value === null) {
    throw new Error('Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>');
  }
  return value;
}
