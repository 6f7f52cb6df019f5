/**
 * A fake Anthropic Messages API on loopback (node:http, ephemeral port), driven by the real SDK
 * through `baseURL`. Answers non-streaming JSON or SSE streams, reports usage (including prompt
 * cache creation/reads per distinct cached prefix), and can be scripted per request to return
 * 429/529/500, hang, answer slowly or answer malformed. Records every request and the maximum
 * number of requests in flight.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeRequest {
  /** 1-based order of arrival. */
  index: number;
  path: string;
  headers: IncomingMessage['headers'];
  body: FakeBody;
  /** The `Section key:` marker of the user message, or the purpose of the call. */
  key: string;
  /** How many requests with the same key arrived before this one, plus one. */
  attempt: number;
  stream: boolean;
  /** performance.now() when the request body had arrived. */
  receivedAt: number;
  /** performance.now() when the first text delta of a streamed answer was written. */
  firstTokenAt?: number;
}

export interface FakeBody {
  model?: string;
  max_tokens?: number;
  stream?: boolean;
  system?: { type: string; text: string; cache_control?: { type: string } }[] | string;
  messages?: { role: string; content: unknown }[];
}

export type FakeReply =
  | {
      kind: 'message';
      text?: string;
      delayMs?: number;
      stopReason?: string;
      usage?: Partial<FakeUsage>;
      chunkDelayMs?: number;
      /** Streamed answers: after the first word, the rest waits for this (a test's gate, not a clock). */
      restAfter?: Promise<unknown>;
    }
  | { kind: 'error'; status: number; type?: string; message?: string; headers?: Record<string, string>; delayMs?: number }
  | { kind: 'raw'; status: number; body: string; contentType?: string; delayMs?: number }
  /** A stream that sends some text, then an SSE `error` event. */
  | { kind: 'stream-error'; text: string; errorType?: string }
  /** Never answers (until the client gives up). */
  | { kind: 'hang' }
  /**
   * The model asks for tools: optional text first, then one tool_use block per entry (streamed
   * as input_json_delta pieces), stop_reason `tool_use`.
   */
  | { kind: 'tool_use'; text?: string; tools: { name: string; input: unknown; id?: string }[]; usage?: Partial<FakeUsage>; chunkDelayMs?: number };

export interface FakeUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export interface FakeServerOptions {
  /** Delay before each default answer. */
  delayMs?: number;
  /** Per-request script; return undefined for the default answer. */
  reply?: (req: FakeRequest) => FakeReply | undefined;
}

export interface FakeAnthropic {
  url: string;
  requests: FakeRequest[];
  /** Highest number of requests being handled at the same time. */
  readonly maxInFlight: number;
  readonly inFlight: number;
  setReply(fn: FakeServerOptions['reply']): void;
  setDelay(ms: number): void;
  reset(): void;
  close(): Promise<void>;
}

const tokens = (s: string): number => Math.max(1, Math.ceil(s.length / 4));

export function defaultText(key: string): string {
  return `This is the fake interpretation for ${key}. It is warm, specific and free of advice.`;
}

export async function startFakeAnthropic(opts: FakeServerOptions = {}): Promise<FakeAnthropic> {
  let reply = opts.reply;
  let delayMs = opts.delayMs ?? 0;
  let requests: FakeRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let counter = 0;
  const attempts = new Map<string, number>();
  /** Cached prefixes already written (prompt caching simulation). */
  const cache = new Set<string>();
  const pendingWrites = new WeakMap<object, string>();
  /** Called when an answer starts: its cache write becomes readable. */
  const commit = (u: FakeUsage): void => {
    const id = pendingWrites.get(u);
    if (id) cache.add(id);
  };
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      let done = false;
      const finish = (): void => {
        if (done) return;
        done = true;
        inFlight -= 1;
      };
      res.on('close', finish);
      let body: FakeBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeBody;
      } catch {
        body = {};
      }
      const key = keyOf(body);
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      counter += 1;
      const fr: FakeRequest = { index: counter, path: req.url ?? '', headers: req.headers, body, key, attempt, stream: body.stream === true, receivedAt: performance.now() };
      requests.push(fr);
      const r = reply?.(fr) ?? { kind: 'message' as const };
      handle(fr, r, res);
    });
  });

  function keyOf(body: FakeBody): string {
    const first = body.messages?.[body.messages.length - 1]?.content;
    const text = typeof first === 'string' ? first : JSON.stringify(first ?? '');
    const m = /Section key: (\w+)/.exec(text);
    if (m) return m[1]!;
    if (body.max_tokens === 1) return 'cache-prime';
    return text.slice(0, 40);
  }

  function usageFor(body: FakeBody, outText: string, override?: Partial<FakeUsage>): FakeUsage {
    const system = Array.isArray(body.system) ? body.system : body.system ? [{ type: 'text', text: body.system }] : [];
    let cached = '';
    let rest = '';
    let seenBreakpoint = false;
    const lastBp = system.map((b) => !!b.cache_control).lastIndexOf(true);
    system.forEach((b, i) => {
      if (i <= lastBp) cached += b.text;
      else rest += b.text;
      if (b.cache_control) seenBreakpoint = true;
    });
    rest += JSON.stringify(body.messages ?? []);
    const u: FakeUsage = { input_tokens: tokens(rest), output_tokens: tokens(outText), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    if (seenBreakpoint && cached) {
      // Like the real API: a cache entry is readable only once an answer that wrote it has
      // started; requests arriving before that write it again.
      const id = `${body.model}|${cached}`;
      if (cache.has(id)) u.cache_read_input_tokens = tokens(cached);
      else {
        u.cache_creation_input_tokens = tokens(cached);
        pendingWrites.set(u, id);
      }
    } else {
      u.input_tokens += tokens(cached);
    }
    const out = { ...u, ...override };
    const id = pendingWrites.get(u);
    if (id) pendingWrites.set(out, id);
    return out;
  }

  function later(res: ServerResponse, ms: number, fn: () => void): void {
    if (ms <= 0) return fn();
    const t = setTimeout(fn, ms);
    res.on('close', () => clearTimeout(t));
  }

  function handle(fr: FakeRequest, r: FakeReply, res: ServerResponse): void {
    switch (r.kind) {
      case 'hang':
        return;
      case 'error':
        return later(res, r.delayMs ?? 0, () => {
          res.writeHead(r.status, { 'content-type': 'application/json', 'request-id': `req_fake_${fr.index}`, ...(r.headers ?? {}) });
          res.end(JSON.stringify({ type: 'error', error: { type: r.type ?? 'api_error', message: r.message ?? `fake error ${r.status}` } }));
        });
      case 'raw':
        return later(res, r.delayMs ?? 0, () => {
          res.writeHead(r.status, { 'content-type': r.contentType ?? 'application/json' });
          res.end(r.body);
        });
      case 'stream-error': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const usage = usageFor(fr.body, r.text);
        commit(usage);
        sse(res, 'message_start', { type: 'message_start', message: messageShell(fr, usage, 0) });
        sse(res, 'content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
        sse(res, 'content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: r.text } });
        sse(res, 'error', { type: 'error', error: { type: r.errorType ?? 'overloaded_error', message: 'Overloaded' } });
        res.end();
        return;
      }
      case 'tool_use': {
        const text = r.text ?? '';
        const uses = r.tools.map((t, i) => ({ type: 'tool_use', id: t.id ?? `toolu_fake_${fr.index}_${i}`, name: t.name, input: t.input }));
        const usage = usageFor(fr.body, text + JSON.stringify(uses), r.usage);
        commit(usage);
        if (!fr.stream) {
          res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_fake_${fr.index}` });
          res.end(
            JSON.stringify({
              ...messageShell(fr, usage, usage.output_tokens),
              content: [...(text ? [{ type: 'text', text }] : []), ...uses],
              stop_reason: 'tool_use',
            }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': `req_fake_${fr.index}` });
        sse(res, 'message_start', { type: 'message_start', message: messageShell(fr, usage, 1) });
        const events: Array<[string, unknown]> = [];
        let index = 0;
        if (text) {
          events.push(['content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } }]);
          for (const piece of text.match(/\S+\s*/g) ?? [text]) {
            events.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: piece } }]);
          }
          events.push(['content_block_stop', { type: 'content_block_stop', index }]);
          index += 1;
        }
        for (const u of uses) {
          const json = JSON.stringify(u.input ?? {});
          const half = Math.ceil(json.length / 2);
          events.push(['content_block_start', { type: 'content_block_start', index, content_block: { type: 'tool_use', id: u.id, name: u.name, input: {} } }]);
          for (const part of [json.slice(0, half), json.slice(half)]) {
            events.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: part } }]);
          }
          events.push(['content_block_stop', { type: 'content_block_stop', index }]);
          index += 1;
        }
        events.push(['message_delta', { type: 'message_delta', delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: usage.output_tokens } }]);
        events.push(['message_stop', { type: 'message_stop' }]);
        let i = 0;
        const step = (): void => {
          if (res.destroyed) return;
          if (i >= events.length) {
            res.end();
            return;
          }
          const [name, data] = events[i]!;
          i += 1;
          sse(res, name, data);
          if ((r.chunkDelayMs ?? 0) > 0) later(res, r.chunkDelayMs!, step);
          else step();
        };
        step();
        return;
      }
      case 'message': {
        const text = r.text ?? (fr.key === 'cache-prime' ? 'OK' : defaultText(fr.key));
        const usage = usageFor(fr.body, text, r.usage);
        const stop = r.stopReason ?? 'end_turn';
        return later(res, r.delayMs ?? delayMs, () => {
          commit(usage);
          if (fr.stream) return streamMessage(fr, res, text, usage, stop, r.chunkDelayMs ?? 0, r.restAfter);
          res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_fake_${fr.index}` });
          res.end(JSON.stringify({ ...messageShell(fr, usage, usage.output_tokens), content: [{ type: 'text', text }], stop_reason: stop }));
        });
      }
    }
  }

  function messageShell(fr: FakeRequest, usage: FakeUsage, outputTokens: number): Record<string, unknown> {
    return {
      id: `msg_fake_${fr.index}`,
      type: 'message',
      role: 'assistant',
      model: fr.body.model ?? 'unknown',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { ...usage, output_tokens: outputTokens },
    };
  }

  function sse(res: ServerResponse, event: string, data: unknown): void {
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  function streamMessage(fr: FakeRequest, res: ServerResponse, text: string, usage: FakeUsage, stop: string, chunkDelayMs: number, restAfter?: Promise<unknown>): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': `req_fake_${fr.index}` });
    sse(res, 'message_start', { type: 'message_start', message: messageShell(fr, usage, 1) });
    sse(res, 'content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
    const pieces = text.match(/\S+\s*/g) ?? [text];
    let i = 0;
    const step = (): void => {
      if (res.destroyed) return;
      if (i < pieces.length) {
        fr.firstTokenAt ??= performance.now();
        sse(res, 'content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: pieces[i] } });
        i += 1;
        if (i === 1 && restAfter) void restAfter.then(step);
        else if (chunkDelayMs > 0) later(res, chunkDelayMs, step);
        else step();
        return;
      }
      sse(res, 'content_block_stop', { type: 'content_block_stop', index: 0 });
      sse(res, 'message_delta', { type: 'message_delta', delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: usage.output_tokens } });
      sse(res, 'message_stop', { type: 'message_stop' });
      res.end();
    };
    step();
  }

  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return requests;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    get inFlight() {
      return inFlight;
    },
    setReply(fn) {
      reply = fn;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    reset() {
      requests = [];
      maxInFlight = inFlight;
      counter = 0;
      attempts.clear();
      cache.clear();
      reply = opts.reply;
      delayMs = opts.delayMs ?? 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
