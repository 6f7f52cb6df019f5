/**
 * A local stand-in for the `awslambda` global that the Lambda Node.js runtime provides to
 * response-streaming functions (middy's `streamifyResponse: true` calls
 * `awslambda.streamifyResponse` when the handler module loads, so this must be installed
 * before such a module is imported). Only the local server and tests use it.
 */
import { Writable } from 'node:stream';

export interface StreamPrelude {
  statusCode?: number;
  headers?: Record<string, string>;
  cookies?: string[];
}

/** The writable a streaming handler writes into; `setPrelude` is called once by HttpResponseStream.from. */
export interface LocalResponseStream extends Writable {
  setPrelude(prelude: StreamPrelude): void;
}

export const STREAMIFIED = Symbol.for('blueprint.streamified');

interface AwsLambdaGlobal {
  streamifyResponse: <F extends (...args: never[]) => unknown>(fn: F) => F;
  HttpResponseStream: { from: (stream: Writable, prelude: StreamPrelude) => Writable };
}

export const installLocalAwslambda = (): void => {
  // the AWS SDK's invoke store may already have created an (incomplete) `awslambda` object
  const g = globalThis as unknown as { awslambda?: Partial<AwsLambdaGlobal> };
  const target = (g.awslambda ??= {});
  target.streamifyResponse ??= (fn) => Object.assign(fn, { [STREAMIFIED]: true });
  target.HttpResponseStream ??= {
    from: (stream, prelude) => {
      (stream as LocalResponseStream).setPrelude?.(prelude);
      return stream;
    },
  };
};

/**
 * A response stream that forwards the prelude and chunks to a callback pair (an HTTP response, a
 * collector). Backpressure: when `write` returns false (the HTTP response's buffer is full: the
 * client reads slower than the handler writes), the chunk is acknowledged only once `drain` calls
 * back, so the handler's pipe waits for the reader and no more than about one high-water mark
 * (16 KB here, plus the response's own) is held per stream, instead of the whole answer.
 */
export const createResponseStream = (sink: {
  prelude: (p: StreamPrelude) => void;
  write: (chunk: Buffer) => boolean | void;
  /** Calls back once the sink takes more (after `write` returned false), or when it is gone. */
  drain?: (ready: () => void) => void;
  end: () => void;
}): LocalResponseStream => {
  let started = false;
  const start = (p: StreamPrelude): void => {
    if (started) return;
    started = true;
    sink.prelude(p);
  };
  const w = new Writable({
    write(chunk: Buffer | string, _enc, cb) {
      start({ statusCode: 200 });
      const more = sink.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      if (more === false && sink.drain) sink.drain(() => cb());
      else cb();
    },
    final(cb) {
      start({ statusCode: 200 });
      sink.end();
      cb();
    },
  }) as LocalResponseStream;
  w.setPrelude = start;
  return w;
};
