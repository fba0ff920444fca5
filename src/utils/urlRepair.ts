/**
 * A path with broken percent-encoding (`/material-ui/%E0%A4%A`) makes `decodeURI` throw, and
 * Docusaurus' client entry decodes the path before it hydrates: the page would never become
 * interactive. An inline head script runs this first and, for such a path only, rewrites the
 * address in place with every `%` escaped, which decodes to the path as typed; the router then
 * shows the 404 page the host already served.
 *
 * `repairUndecodablePath` is serialised into the script with `toString()`: keep it self-contained
 * and ES5.
 */

interface LocationLike {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

interface HistoryLike {
  replaceState(data: null, unused: string, url: string): void;
}

/** Returns the repaired path it put in the address bar, or null when the path decodes. */
export function repairUndecodablePath(location: LocationLike, history: HistoryLike): string | null {
  try {
    decodeURI(location.pathname);
    return null;
  } catch (_error) {
    var repaired = location.pathname.replace(/%/g, '%25');
    history.replaceState(null, '', repaired + location.search + location.hash);
    return repaired;
  }
}

export function urlRepairScript(): string {
  return `(function(){try{(${repairUndecodablePath.toString()})(window.location,window.history);}catch(e){}})();`;
}
