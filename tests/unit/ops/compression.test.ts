import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http, { type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { compressed, compressNextServer, staticFileOf } from '@/lib/ops/compress-next-server'
import { writeBrotliCopies } from '@/scripts/standalone'

/** A page-sized answer: what the site's HTML looks like to a compressor (repetitive markup). */
const PAGE = `<!DOCTYPE html><html><body>${'<section class="py-16 sm:py-24"><h2>Plans</h2><p>Answers every call.</p></section>'.repeat(200)}</body></html>`

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    }),
  )
})

async function serve(listener: RequestListener, create: typeof http.createServer = http.createServer) {
  const server = create(listener)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** GET (or HEAD) with this Accept-Encoding, the body as sent (node:http does not decode it, as fetch would). */
function get(url: string, acceptEncoding: string, { method = 'GET' } = {}) {
  return new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(url, { method, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on('error', reject)
      .end()
  })
}

const html: RequestListener = (_request, response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8')
  response.end(PAGE)
}

describe('the standalone server compresses its answers', () => {
  it('with Brotli when the browser accepts it, a third smaller than gzip', async () => {
    const url = await serve(compressed(html))
    const br = await get(url, 'gzip, deflate, br, zstd')
    const gzip = await get(url, 'gzip, deflate')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.body.length).toBeLessThan(gzip.body.length)
  })

  it('as they are, to a client that accepts no encoding, and for answers too small to gain', async () => {
    const url = await serve(
      compressed((request, response) => {
        response.setHeader('content-type', 'text/html')
        response.end(request.url === '/small' ? '<p>ok</p>' : PAGE)
      }),
    )
    const plain = await get(url, 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(PAGE)
    const small = await get(`${url}/small`, 'br')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body.toString()).toBe('<p>ok</p>')
  })

  it('never twice: an answer the server already encoded passes through unchanged', async () => {
    const url = await serve(
      compressed((_request, response) => {
        response.setHeader('content-type', 'text/html')
        response.setHeader('content-encoding', 'gzip')
        response.end(PAGE)
      }),
    )
    const answer = await get(url, 'br, gzip')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.body.toString()).toBe(PAGE)
  })

  it('streams: a part flushed by the server reaches the browser before the answer ends', async () => {
    let finish!: () => void
    const url = await serve(
      compressed((_request, response) => {
        response.setHeader('content-type', 'text/html')
        response.write(PAGE)
        ;(response as unknown as { flush: () => void }).flush()
        finish = () => response.end('<p>the rest</p>')
      }),
    )
    const firstPart = await new Promise<{ encoding?: string; text: string }>((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => {
            chunks.push(chunk)
            try {
              // The bytes so far decode to the flushed part: it was sent, not held for the end.
              const text = brotliDecompressSync(Buffer.concat(chunks), {
                finishFlush: constants.BROTLI_OPERATION_FLUSH,
              }).toString()
              if (text === PAGE) resolve({ encoding: response.headers['content-encoding'], text })
            } catch {
              // not a whole flushed block yet
            }
          })
        })
        .on('error', reject)
    })
    expect(firstPart).toEqual({ encoding: 'br', text: PAGE })
    finish()
  })

  it("wraps the listener of Next's server, the next one created, and no later one", async () => {
    compressNextServer()
    const next = await serve(html)
    const later = await serve(html)
    expect((await get(next, 'br')).headers['content-encoding']).toBe('br')
    expect((await get(later, 'br')).headers['content-encoding']).toBeUndefined()
  })
})

describe("the build's static files", () => {
  /** A build's static folder with one script and its Brotli copy, as scripts/standalone.ts leaves it. */
  function staticFolder() {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'static-')), 'static')
    mkdirSync(path.join(dir, 'chunks'), { recursive: true })
    const script = `self.chunk=${JSON.stringify(PAGE)};`.repeat(4)
    writeFileSync(path.join(dir, 'chunks', 'app.js'), script)
    writeBrotliCopies(dir)
    return { dir, script }
  }

  /** Serves the folder as Next does: the file's own bytes, its length, its caching header. */
  const nextStatic =
    (dir: string): RequestListener =>
    (request, response) => {
      const file = staticFileOf(new URL(request.url!, 'http://localhost').pathname, dir)
      if (!file) {
        response.statusCode = 404
        return response.end()
      }
      const bytes = readFileSync(file)
      response.setHeader('content-type', 'application/javascript; charset=UTF-8')
      response.setHeader('content-length', bytes.length)
      response.setHeader('cache-control', 'public, max-age=31536000, immutable')
      response.end(request.method === 'HEAD' ? undefined : bytes)
    }

  it('go out as their Brotli copy, compressed once at the best quality, with the headers Next gave them', async () => {
    const { dir, script } = staticFolder()
    const copy = readFileSync(path.join(dir, 'chunks', 'app.js.br'))
    const url = await serve(compressed(nextStatic(dir), { staticDir: dir }))
    const br = await get(`${url}/_next/static/chunks/app.js`, 'gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body.equals(copy)).toBe(true)
    expect(brotliDecompressSync(br.body).toString()).toBe(script)
    expect(br.headers['content-length']).toBe(String(copy.length))
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    const head = await get(`${url}/_next/static/chunks/app.js`, 'br', { method: 'HEAD' })
    expect(head.headers['content-length']).toBe(String(copy.length))
    expect(head.body.length).toBe(0)
  })

  it('are read from disk once: a copy keeps being served from memory', async () => {
    const { dir, script } = staticFolder()
    const url = await serve(compressed(nextStatic(dir), { staticDir: dir }))
    const first = await get(`${url}/_next/static/chunks/app.js`, 'br')
    rmSync(path.join(dir, 'chunks', 'app.js.br'))
    const again = await get(`${url}/_next/static/chunks/app.js`, 'br')
    expect(again.headers['content-encoding']).toBe('br')
    expect(again.body.equals(first.body)).toBe(true)
    expect(brotliDecompressSync(again.body).toString()).toBe(script)
  })

  it('leave any other address to Next, one no URL parser takes included', async () => {
    const { dir } = staticFolder()
    const url = await serve(compressed(html, { staticDir: dir }))
    for (const address of ['/pricing', '//', '//x:y@/']) {
      const answer = await get(`${url}${address}`, 'br')
      expect(answer.status, address).toBe(200)
      expect(brotliDecompressSync(answer.body).toString(), address).toBe(PAGE)
    }
  })

  it('go out gzip-compressed to a browser without Brotli, and nothing outside the folder is served', async () => {
    const { dir, script } = staticFolder()
    writeFileSync(path.join(dir, '..', 'secret.js'), 'secret')
    writeFileSync(path.join(dir, '..', 'secret.js.br'), 'secret')
    const url = await serve(compressed(nextStatic(dir), { staticDir: dir }))
    const gzip = await get(`${url}/_next/static/chunks/app.js`, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(script)
    for (const escape of ['/_next/static/..%2fsecret.js', '/_next/static/chunks/..%2f..%2fsecret.js']) {
      const answer = await get(`${url}${escape}`, 'br')
      expect(answer.status, escape).toBe(404)
      expect(answer.body.toString()).not.toContain('secret')
    }
  })
})
