/**
 * A JSON answer written as it is made (a `streaming` route that `produces` application/json, e.g.
 * GET /v1/account/export): the envelope `{"success":true,"data":…,"meta":…}` around pieces of
 * `data` text, as a byte stream that holds about one piece at a time.
 *
 * The first piece is awaited before the stream is returned: the status and headers leave only
 * once it exists, so a failure up to it (the account, the keys) is an ordinary JSON error. A failure
 * after the first byte cannot change the status any more (200 has left): the error is logged with
 * the request id and the stream is destroyed with it, so the body ends before the envelope's closing
 * brace. The document is then never valid JSON: a client's parser fails rather than read a
 * truncated export as a whole one (deployed, the function's invocation ends with the error; the
 * local server drops the connection).
 */
import { Readable } from 'node:stream';
import type { Logger } from './log';

export const jsonEnvelopeStream = async (data: AsyncIterable<string>, meta: Record<string, unknown>, log: Logger): Promise<Readable> => {
  const pieces = data[Symbol.asyncIterator]();
  const first = await pieces.next();
  async function* envelope(): AsyncGenerator<string, void, undefined> {
    try {
      yield '{"success":true,"data":';
      for (let r = first; !r.done; r = await pieces.next()) yield r.value;
      yield `,"meta":${JSON.stringify(meta)}}`;
    } catch (e) {
      log.error('streamed answer failed after its first byte: the body is left unterminated', { err: e instanceof Error ? e.message : String(e) });
      throw e;
    } finally {
      // the client went away (the stream destroyed): the producer stops reading
      await pieces.return?.();
    }
  }
  // bytes, not objects: the stream buffers at most its high-water mark ahead of the response
  return Readable.from(envelope(), { objectMode: false });
};
