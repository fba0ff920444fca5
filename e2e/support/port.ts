/**
 * Which port the browser tests serve the build on, and whether they may reuse a server already
 * there. Pure, so that the rules are table-tested; `e2e/constants.ts` applies them.
 */

export function portFromEnv(value: string | undefined, pickFree: () => number, variable = 'E2E_PORT'): number {
  if (value === undefined || value === '') {
    return pickFree();
  }
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number, got "${value}".`);
  }
  return port;
}

/** A server is reused only when asked for by name, on a port named too. */
export function reuseFromEnv(reuse: string | undefined, port: string | undefined): boolean {
  if (reuse === undefined || reuse === '' || reuse === '0') {
    return false;
  }
  if (reuse !== '1') {
    throw new Error(`E2E_REUSE_SERVER must be 1 or unset, got "${reuse}".`);
  }
  if (port === undefined || port === '') {
    throw new Error('E2E_REUSE_SERVER=1 needs E2E_PORT, the port of the server to reuse.');
  }
  return true;
}
