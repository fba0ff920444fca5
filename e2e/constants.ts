/**
 * Where the browser tests serve the build: port 3210, or `E2E_PORT` (e.g. when another checkout's
 * tests hold 3210; the config reuses a server already on the port, which would be the other build).
 */
const DEFAULT_E2E_PORT = 3210;

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') {
    return DEFAULT_E2E_PORT;
  }
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`E2E_PORT must be a port number, got "${value}".`);
  }
  return port;
}

export const E2E_PORT = portFromEnv(process.env.E2E_PORT);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
