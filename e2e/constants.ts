/**
 * Where the browser tests serve the build. Unless `E2E_PORT` names a port, the runner takes a free
 * one when it loads its config and hands it to its workers through the environment, so a server
 * that another checkout (or an earlier run) left listening is never tested in place of this build.
 * A server already listening is reused only with `E2E_REUSE_SERVER=1` and its `E2E_PORT`.
 */
import {execFileSync} from 'node:child_process';
import {portFromEnv, reuseFromEnv} from './support/port';

/** Asks the OS for a free loopback port, in a child process: the config needs it synchronously. */
function freeLoopbackPort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'}));
}

export const E2E_REUSE_SERVER = reuseFromEnv(process.env.E2E_REUSE_SERVER, process.env.E2E_PORT);
export const E2E_PORT = portFromEnv(process.env.E2E_PORT, freeLoopbackPort);
// Each worker loads this module again: the port chosen by the runner reaches it through the environment.
process.env.E2E_PORT = String(E2E_PORT);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * MUI X built alone with its paid demos running without a key (`npm run build:x-evaluation`),
 * served beside the site for the browser tests of paid features (the `e2e/paid/` specs). Its port
 * is chosen like the site's; `E2E_EVALUATION_PORT` names one.
 */
export const EVALUATION_BUILD_DIR = 'build-x-evaluation';
const evaluationPortNamed = (process.env.E2E_EVALUATION_PORT ?? '') !== '';
export const E2E_EVALUATION_REUSE_SERVER = E2E_REUSE_SERVER && evaluationPortNamed;
export const E2E_EVALUATION_PORT = portFromEnv(process.env.E2E_EVALUATION_PORT, freeLoopbackPort, 'E2E_EVALUATION_PORT');
process.env.E2E_EVALUATION_PORT = String(E2E_EVALUATION_PORT);
export const E2E_EVALUATION_BASE_URL = `http://127.0.0.1:${E2E_EVALUATION_PORT}`;

/** The docs sidebar's landmark, named by its `aria-label`. */
export const DOCS_SIDEBAR = 'nav[aria-label="Docs sidebar"]';
