/**
 * A small static server for a Docusaurus build, so that the browser measurements see what a
 * real host would send: text responses are gzipped (transfer sizes are then realistic), `/X`
 * serves `X.html` or `X/index.html` (the output of `trailingSlash: false` and of the default
 * layout), and anything else gets `404.html` with status 404.
 *
 * Compressed bodies are computed once per file and kept in memory, so the server's own CPU
 * time stays out of the page timings after the first request.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * @typedef {object} StaticServer
 * @property {string} origin `http://127.0.0.1:<port>`
 * @property {() => Promise<void>} close
 */

/**
 * The file that answers a URL path, or null.
 * @param {string} rootDir
 * @param {string} urlPath decoded path, starting with `/`
 * @returns {Promise<string | null>}
 */
async function resolveFile(rootDir, urlPath) {
  const target = path.join(rootDir, urlPath);
  // `path.join` normalises `..`; anything that ends up outside the build is not served.
  if (target !== rootDir && !target.startsWith(rootDir + path.sep)) {
    return null;
  }
  const trimmed = target.replace(/[\\/]+$/, '');
  const candidates = urlPath.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, `${trimmed}.html`, path.join(trimmed, 'index.html')];
  for (const candidate of candidates) {
    const stat = await fs.stat(candidate).catch(() => null);
    if (stat?.isFile()) {
      return candidate;
    }
  }
  return null;
}

/**
 * @param {string} rootDir a Docusaurus `build/` folder
 * @returns {Promise<StaticServer>}
 */
export async function startStaticServer(rootDir) {
  const root = path.resolve(rootDir);
  /** @type {Map<string, Buffer>} gzip bodies by file */
  const gzipCache = new Map();

  /** @param {string} file */
  async function gzipped(file) {
    let body = gzipCache.get(file);
    if (!body) {
      body = zlib.gzipSync(await fs.readFile(file), {level: 6});
      gzipCache.set(file, body);
    }
    return body;
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let urlPath;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      urlPath = url.pathname;
    }
    const file = await resolveFile(root, urlPath);
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    const type = CONTENT_TYPES[path.extname(served).toLowerCase()] ?? 'application/octet-stream';
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const compress = acceptsGzip && COMPRESSIBLE.test(type);
    const body = compress ? await gzipped(served) : await fs.readFile(served);
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': body.length,
      // Hashed assets may be cached for good; pages must be revalidated, as on a real host.
      'Cache-Control': urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(compress && {'Content-Encoding': 'gzip'}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, {'Content-Type': 'text/plain'});
      res.end(String(error));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') {
    throw new Error('static server: no TCP address');
  }
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
