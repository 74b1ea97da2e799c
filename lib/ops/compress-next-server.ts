/**
 * Brotli for Next's standalone server. Next's server compresses with gzip only (next.config.mjs
 * turns that off: `compress: false`); this hands it
 * - the `compression` middleware, which answers with Brotli when the browser accepts it and gzip
 *   otherwise, at Brotli's quality 4: fast enough to compress every page as it is sent;
 * - for the build's static files (`/_next/static/`, named by their content and never changed),
 *   the copies scripts/standalone.ts compressed once at Brotli's best quality (`<file>.br`).
 *   Next still answers the request (status, caching and security headers); only the bytes of
 *   the body are the smaller copy's.
 *
 * Why: Brotli makes a page's HTML about a quarter smaller than gzip does (the landing page: 26 KB
 * with gzip, 19 KB with Brotli): its window spans the whole document, so the copy of the page that
 * React's data carries after the markup costs little. At quality 11 the scripts are about a sixth
 * smaller than with gzip (React's chunk: 65 KB, 56 KB). On a phone's connection the HTML comes
 * before the first paint and the scripts before the page responds to a tap.
 *
 * Next offers no hook for its compression, and its standalone server cannot be run as a custom
 * server: the standalone entry (lib/ops/server-entry.ts) calls `compressNextServer` before it
 * starts Next's own server, which creates its HTTP server with the listener wrapped.
 */
import { readFile } from 'node:fs/promises'
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http'
import path from 'node:path'
import compression from 'compression'

type Middleware = ReturnType<typeof compression>

const STATIC_PREFIX = '/_next/static/'

/** The file below `staticDir` that a `/_next/static/…` pathname names, or undefined for any other pathname. */
export function staticFileOf(pathname: string, staticDir: string): string | undefined {
  if (!pathname.startsWith(STATIC_PREFIX)) return undefined
  let relative: string
  try {
    relative = decodeURIComponent(pathname.slice(STATIC_PREFIX.length))
  } catch {
    return undefined
  }
  const file = path.resolve(staticDir, relative)
  return file.startsWith(path.resolve(staticDir) + path.sep) ? file : undefined
}

/**
 * The Brotli copies read so far, by file. A build's static files never change while its server
 * runs and are a finite set (about 2.4 MiB of copies for this site's build), so each is read from
 * disk once. Only copies found are kept: a request for a file that does not exist adds nothing.
 */
const copies = new Map<string, Buffer>()

async function brotliCopy(file: string): Promise<Buffer | undefined> {
  const kept = copies.get(file)
  if (kept) return kept
  const copy = await readFile(`${file}.br`).catch(() => undefined)
  if (copy) copies.set(file, copy)
  return copy
}

const acceptsBrotli = (request: IncomingMessage) =>
  /(^|,)\s*br\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+)?\s*(,|$)/i.test(String(request.headers['accept-encoding'] ?? ''))

/** The static file a GET or HEAD from a browser that accepts Brotli asks for, if it asks for one. */
function precompressible(request: IncomingMessage, staticDir: string): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  if (!acceptsBrotli(request)) return undefined
  let pathname: string
  try {
    pathname = new URL(request.url ?? '/', 'http://localhost').pathname
  } catch {
    // An address no URL parser takes (`//`, say) names no static file: Next answers it.
    return undefined
  }
  return staticFileOf(pathname, staticDir)
}

/**
 * Answers with the Brotli copy of the static file when there is one: Next serves the request as
 * always, then its 200's body is replaced by the copy's bytes. Resolves false (nothing done) when
 * the file has no copy.
 */
async function servePrecompressed(request: IncomingMessage, response: ServerResponse, file: string) {
  const copy = await brotliCopy(file)
  if (!copy) return false
  // A range of the encoded bytes is not a range of the file: the whole copy it is.
  delete request.headers.range
  const { writeHead, write, end } = response
  let replacing = false
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode
    if (status === 200 && !this.headersSent) {
      replacing = true
      this.setHeader('Content-Encoding', 'br')
      this.setHeader('Content-Length', copy.length)
      this.setHeader('Vary', 'Accept-Encoding')
    }
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    // The file's own bytes are dropped: the copy goes out at the end.
    return replacing ? true : (write as (...a: unknown[]) => boolean).apply(this, args)
  } as ServerResponse['write']
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (!replacing) return (end as (...a: unknown[]) => ServerResponse).apply(this, args)
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    return (end as (...a: unknown[]) => ServerResponse).call(
      this,
      request.method === 'HEAD' ? undefined : copy,
      callback,
    )
  } as ServerResponse['end']
  return true
}

/**
 * The listener, with every answer compressed as the request's Accept-Encoding allows: the build's
 * static files from their Brotli copies in `staticDir` (when given), the rest as they are sent.
 */
export function compressed(
  listener: RequestListener,
  { staticDir, compress = compression() }: { staticDir?: string; compress?: Middleware } = {},
): RequestListener {
  const compressAndServe = (request: IncomingMessage, response: ServerResponse) =>
    compress(request as Parameters<Middleware>[0], response as Parameters<Middleware>[1], () =>
      listener(request, response),
    )
  if (!staticDir) return compressAndServe
  return (request, response) => {
    // Pages and API answers go straight on, without waiting for a look at the disk.
    const file = precompressible(request, staticDir)
    if (!file) return compressAndServe(request, response)
    servePrecompressed(request, response, file).then(
      (served) => (served ? listener(request, response) : compressAndServe(request, response)),
      () => compressAndServe(request, response),
    )
  }
}

/** The build's static files in the standalone folder, from the configuration Next's server.js hands its server. */
function standaloneStaticDir(): string | undefined {
  const config = process.env.__NEXT_PRIVATE_STANDALONE_CONFIG
  if (!config) return undefined
  const { distDir } = JSON.parse(config) as { distDir?: string }
  return path.resolve(distDir ?? '.next', 'static')
}

/**
 * Makes the next `http.createServer(listener)` (Next's: the process's only one) compress its
 * answers, then steps aside. The build's static files are the standalone folder's, or `staticDir`'s.
 */
export function compressNextServer({ staticDir }: { staticDir?: string } = {}) {
  const createServer = http.createServer
  http.createServer = ((...args: unknown[]) => {
    http.createServer = createServer
    const listener = args.pop() as RequestListener
    // Next's server.js has set its configuration and moved into its folder by now.
    const wrapped = compressed(listener, { staticDir: staticDir ?? standaloneStaticDir() })
    return (createServer as (...rest: unknown[]) => http.Server)(...args, wrapped)
  }) as typeof http.createServer
}
