/**
 * Language-prefix redirect: only English is shipped, so a reader who
 * opens `/zh/<path>` is sent to `/<path>` before the page renders. Hosting answers such URLs with
 * the 404 page; redirecting from an inline head script (rather than from React) means the reader
 * never sees that page and React never hydrates it at the wrong URL.
 *
 * `redirectToEnglish` is serialised into the script with `toString()`: keep it self-contained.
 */

interface LocationLike {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  replace(url: string): void;
}

/** Returns the target it redirected to, or null. */
export function redirectToEnglish(location: LocationLike, prefixes: readonly string[]): string | null {
  for (var i = 0; i < prefixes.length; i += 1) {
    var prefix = '/' + prefixes[i] + '/';
    if (location.pathname.indexOf(prefix) === 0) {
      var target = location.pathname.substring(prefix.length - 1) + location.search + location.hash;
      location.replace(target);
      return target;
    }
  }
  return null;
}

export function languageRedirectScript(prefixes: readonly string[]): string {
  return `(function(){try{(${redirectToEnglish.toString()})(window.location,${JSON.stringify(prefixes)});}catch(e){}})();`;
}
