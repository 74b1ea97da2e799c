/** Reads a JSON request body with a size cap; every failure is a response a client can act on. */

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; response: Response }

export const jsonError = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

export type BodyBytesResult = { ok: true; bytes: Buffer } | { ok: false; tooLarge: true }

/**
 * Reads a request body of at most `maxBytes`: refused at once when `Content-Length` says more, and
 * otherwise counted as it arrives (the declared length can be absent or wrong), so an oversized body
 * is never held in memory.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BodyBytesResult> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined)
    return { ok: false, tooLarge: true }
  }
  const chunks: Uint8Array[] = []
  let received = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      received += value.byteLength
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined)
        return { ok: false, tooLarge: true }
      }
      chunks.push(value)
    }
  }
  return { ok: true, bytes: Buffer.concat(chunks) }
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBodyResult> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    return {
      ok: false,
      response: jsonError(415, { error: 'Send the request body as JSON, with Content-Type: application/json.' }),
    }
  }
  const body = await readBodyBytes(request, maxBytes)
  if (!body.ok)
    return {
      ok: false,
      response: jsonError(413, { error: `The request body is too large (at most ${maxBytes} bytes).` }),
    }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(body.bytes)) }
  } catch {
    return { ok: false, response: jsonError(400, { error: 'The request body is not valid JSON.' }) }
  }
}
