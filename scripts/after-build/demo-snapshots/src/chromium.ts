/**
 * Debian's Chromium as the build, the browser tests and the benchmark start it: found on PATH
 * (or at `CHROMIUM_PATH`), never downloaded, with one list of flags.
 */
import {execFileSync} from 'node:child_process';
import flags from '../chromium-flags.json';

/**
 * Headless, and none of Chromium's own network traffic (updates, sync, background services),
 * which a closed network would refuse. In JSON so the benchmark's plain Node scripts read it too.
 */
export const CHROMIUM_FLAGS: readonly string[] = flags;

const NAMES = ['chromium', 'chromium-browser'] as const;

/** The Chromium executable: `CHROMIUM_PATH` when set, else the first of NAMES on PATH; null when there is none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROMIUM_PATH) {
    return env.CHROMIUM_PATH;
  }
  for (const name of NAMES) {
    try {
      return execFileSync('which', [name], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
    } catch {
      // Try the next name.
    }
  }
  return null;
}

export const CHROMIUM_MISSING = 'Chromium not found on PATH: install Debian\'s "chromium" package (or set CHROMIUM_PATH).';
