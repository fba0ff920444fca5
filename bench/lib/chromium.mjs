/**
 * How the benchmark starts Chromium, shared by Lighthouse and the page-weight pass so that both
 * see the same browser.
 *
 * Only loopback is reachable: the pages load an ad network and an analytics tag from other
 * hosts, which must neither be contacted from a benchmark nor add their bytes and timings to
 * ours. Two flags enforce that: every request goes to a proxy that is a local socket closing each
 * connection at once (so off-host requests fail immediately instead of hanging until a timeout,
 * whatever the address, even an IP literal), loopback bypasses the proxy, and host names other
 * than loopback do not resolve, so not even a DNS query leaves the machine.
 */
import net from 'node:net';
import {readFileSync} from 'node:fs';
import {execFileSync} from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The same Chromium flags as the browser tests and the build: one list, kept in scripts/after-build/demo-snapshots. */
export const BASE_FLAGS = JSON.parse(
  readFileSync(new URL('../../scripts/after-build/demo-snapshots/chromium-flags.json', import.meta.url), 'utf8'),
);

/** @param {string} hostname */
export function isLoopback(hostname) {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127\./.test(hostname);
}

/**
 * A TCP socket that accepts and closes every connection: the proxy for off-host requests.
 * @returns {Promise<{port: number, close: () => Promise<void>}>}
 */
export async function startBlackhole() {
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.destroy();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') {
    throw new Error('blackhole: no TCP address');
  }
  return {
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) {
          socket.destroy();
        }
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * The flags of every browser the benchmark starts.
 * @param {number} blackholePort
 */
export function chromiumFlags(blackholePort) {
  return [
    ...BASE_FLAGS,
    `--proxy-server=http://127.0.0.1:${blackholePort}`,
    '--proxy-bypass-list=127.0.0.1;localhost;[::1]',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ];
}

/** `Chromium 156.0.…`, for the results file. */
export function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return 'unknown';
  }
}
