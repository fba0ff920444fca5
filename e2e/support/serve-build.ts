/**
 * Serves the production build on 127.0.0.1 the way `docusaurus serve` does (clean URLs, no
 * trailing slash, 404.html), and applies `build/_headers` to every response as a static host such
 * as Netlify or Cloudflare Pages would, so the browser tests run under the real
 * Content-Security-Policy.
 * Usage: jiti e2e/support/serve-build.ts <port> [buildDir=build]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import serveHandler from 'serve-handler';
import {headersFor, parseHeadersFile} from '../../scripts/after-build/security-headers/src';

const port = Number(process.argv[2]);
const buildDir = path.resolve(process.argv[3] ?? 'build');
const headersFile = path.join(buildDir, '_headers');
if (!Number.isInteger(port) || !fs.existsSync(headersFile)) {
  console.error(`usage: serve-build <port> [buildDir]; ${headersFile} must exist (npm run build writes it).`);
  process.exit(1);
}
const rules = parseHeadersFile(fs.readFileSync(headersFile, 'utf8'));

const notFoundPage = fs.readFileSync(path.join(buildDir, '404.html'));

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

http
  .createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    // A path with broken percent-encoding names no file: static hosts answer it with the 404
    // page (serve-handler alone would answer a bare "400 Bad Request").
    if (!isDecodable(pathname)) {
      res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8', ...headersFor(rules, '/404.html')});
      res.end(notFoundPage);
      return;
    }
    const {'Content-Type': contentType, ...headers} = headersFor(rules, pathname);
    for (const [name, value] of Object.entries(headers)) {
      res.setHeader(name, value);
    }
    // A type from _headers wins over the server's own table, as on the hosts that read the file
    // (serve-handler writes its type last, so it is handed over as one of its own headers).
    const typeHeaders = contentType === undefined ? [] : [{source: '**', headers: [{key: 'Content-Type', value: contentType}]}];
    serveHandler(req, res, {cleanUrls: true, public: buildDir, trailingSlash: false, directoryListing: false, headers: typeHeaders}).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  })
  .listen(port, '127.0.0.1', () => console.log(`Serving ${buildDir} with its _headers at http://127.0.0.1:${port}/`));
