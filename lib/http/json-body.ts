/** Reads a JSON request body with a size cap; every failure is a response a client can act on. */

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; response: Response }

export const jsonError = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBodyResult> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    return { ok: false, response: jsonError(415, { error: 'Send the request body as JSON, with Content-Type: application/json.' }) }
  }
  const tooLarge = () => ({
    ok: false as const,
    response: jsonError(413, { error: `The request body is too large (at most ${maxBytes} bytes).` }),
  })
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge()

  // The declared length can be absent or wrong: count what actually arrives.
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
        return tooLarge()
      }
      chunks.push(value)
    }
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks))
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, response: jsonError(400, { error: 'The request body is not valid JSON.' }) }
  }
}
