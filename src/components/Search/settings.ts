/** What the navbar button and the dialog's host share: the index's settings and the dialog's chunk. */
import {usePluginData} from '@docusaurus/useGlobalData';
import {SEARCH_PLUGIN_NAME} from '../../constants/search';
import {useRenderedPathname} from '../../hooks/useRenderedPathname';
import {parseSearchVersions, searchScope, type SearchScope, type SearchVersion} from '../../utils/search/scope';

export interface SearchSettings {
  /** The current versions' manifest. */
  readonly manifest: string;
  readonly available: boolean;
  /** Every docs version and the manifest of its index (snapshots have their own). */
  readonly versions: readonly SearchVersion[];
}

export function useSearchSettings(): SearchSettings {
  const data: unknown = usePluginData(SEARCH_PLUGIN_NAME);
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    manifest: typeof record.manifest === 'string' ? record.manifest : '/search-manifest.json',
    available: record.available === true,
    versions: parseSearchVersions(record.versions),
  };
}

/** The index the page being read searches: a snapshot's own inside that snapshot, else the current one. */
export function useSearchScope(settings: SearchSettings): SearchScope {
  const pathname = useRenderedPathname();
  return searchScope(pathname, settings.manifest, settings.versions);
}

export const loadDialog = () => import('./SearchDialog');
