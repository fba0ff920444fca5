/**
 * Whether this Node can run the installed Docusaurus. Docusaurus 4 needs Node 24.14 or later;
 * on an older Node its modules fail while loading (`RegExp.escape is not a function`), before its
 * own version check runs, with a message that does not say the Node is too old.
 */

/** The minimum of an `engines.node` range such as `>=20.0` or `>=24.14.0`, or undefined. */
export function minimumNode(range: string): readonly [number, number, number] | undefined {
  const match = /^\s*>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range);
  return match === null ? undefined : [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function parts(version: string): readonly [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version.replace(/^v/, '').split('.').map((part) => Number.parseInt(part, 10));
  return [major, minor, patch];
}

/**
 * A one-line message when `nodeVersion` is older than Docusaurus' `engines.node` minimum;
 * undefined when it is recent enough or the range is not a plain minimum.
 */
export function nodeTooOldMessage(docusaurusVersion: string, enginesNode: string, nodeVersion: string): string | undefined {
  const minimum = minimumNode(enginesNode);
  if (minimum === undefined) {
    return undefined;
  }
  const current = parts(nodeVersion);
  for (let i = 0; i < 3; i += 1) {
    if ((current[i] as number) !== minimum[i]) {
      return (current[i] as number) > (minimum[i] as number)
        ? undefined
        : `Docusaurus ${docusaurusVersion} needs Node ${enginesNode.trim()}; this is Node ${nodeVersion.replace(/^v/, '')}: install a newer Node (or reinstall the Docusaurus version in package-lock.json).`;
    }
  }
  return undefined;
}
