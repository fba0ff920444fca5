/** What the navbar button and the dialog's host share: the index's settings and the dialog's chunk. */
import {usePluginData} from '@docusaurus/useGlobalData';
import {SEARCH_PLUGIN_NAME} from '../../constants/search';

export interface SearchSettings {
  readonly manifest: string;
  readonly available: boolean;
}

export function useSearchSettings(): SearchSettings {
  const data: unknown = usePluginData(SEARCH_PLUGIN_NAME);
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    manifest: typeof record.manifest === 'string' ? record.manifest : '/search-manifest.json',
    available: record.available === true,
  };
}

export const loadDialog = () => import('./SearchDialog');
