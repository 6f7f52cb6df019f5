/**
 * `npm run bench:advisor`: the advisor chat through the local stack (dynalite, local server, the
 * real middleware chain), one request at a time, reading the stream with fetch.
 *
 * 1. Offline advisor (default pacing, ADVISOR_OFFLINE_CHUNK_MS=20): time to first byte of the
 *    stream, personal mode (saved blueprint) on the credits path (the slowest: a reservation).
 *    Bar: p50 < 100 ms.
 * 2. Anthropic advisor (real SDK) against the fake streaming Messages API whose first token comes
 *    MODEL_TTFT_MS after the request: the platform's added latency before the first model token
 *    reaches the client = (client sends -> the request reaches the model) + (the model writes its
 *    first token -> the client has it), i.e. the client's time to first byte minus the model's
 *    own time. Bar: p50 < 30 ms. For reference, GET /v1/account (key check, rate limit, account
 *    read: the platform's fixed cost of any request) is measured alongside.
 *
 * Client, server, dynalite worker and fake model share this machine, so its load moves the figures;
 * the load average is printed with them.
 */
import { cpus, loadavg } from 'node:os';
import { createAccount, createKey } from '#shared/accounts/admin';
import { setAdvisorServices } from '#shared/advisor/services';
import { loadConfig, parseRateLimits } from '#shared/config';
import { startLocalStack, type LocalStack } from '#shared/http/local-stack';
import { startFakeAnthropic } from '#test/support/fake-anthropic';
import { LONDON_1990 } from '#test/support/stack';

const N = Number(process.env.BENCH_N || 40);
const WARMUP = 5;
const MODEL_TTFT_MS = 50;
const OFFLINE_BAR_MS = 100;
const ADDED_BAR_MS = 30;

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const fmt = (xs: number[]): string => `p50 ${pct(xs, 50).toFixed(1)} ms, p90 ${pct(xs, 90).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (n=${xs.length})`;

process.env.AI_LOG = 'off';
delete process.env.ANTHROPIC_API_KEY;
const base = loadConfig();
// the bench measures latency, not the per-key limits: both profiles get room for every request
const stack: LocalStack = await startLocalStack({
  config: {
    logLevel: 'silent',
    advisor: { ...base.advisor, freeMessages: 0 },
    rateLimits: { standard: parseRateLimits('100000/min'), chat: parseRateLimits('100000/min') },
  },
});
const fake = await startFakeAnthropic({ delayMs: MODEL_TTFT_MS });

const account = async (): Promise<string> => {
  const acc = await createAccount(stack.deps.stores, { type: 'personal', name: 'bench', credits: 1_000_000 });
  const key = await createKey(stack.deps.stores, acc.accountId, stack.deps.config.keyPrefix);
  const r = await fetch(`${stack.api.url}/generate-blueprint`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fullName: 'Bench Person', ...LONDON_1990, modules: { astrology: true, humanDesign: true, numerology: true } }),
  });
  if (r.status !== 200) throw new Error(`blueprint: ${r.status}`);
  await r.text();
  return key.apiKey;
};

/** Time to the first body chunk, then the whole stream is read. */
const ttfb = async (key: string, i: number): Promise<{ firstMs: number; totalMs: number; text: string; prepMs: number }> => {
  const started = performance.now();
  const res = await fetch(`${stack.api.url}/advisor/chat`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ messages: [{ role: 'user', content: `How does my week look? (${i})` }] }),
  });
  if (res.status !== 200) throw new Error(`chat: ${res.status} ${await res.text()}`);
  const reader = res.body!.getReader();
  const first = await reader.read();
  const firstMs = performance.now() - started;
  let text = new TextDecoder().decode(first.value);
  for (let c = await reader.read(); !c.done; c = await reader.read()) text += new TextDecoder().decode(c.value);
  const prepMs = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  return { firstMs, totalMs: performance.now() - started, text, prepMs };
};

try {
  // 1. offline
  setAdvisorServices();
  const key = await account();
  const offline: number[] = [];
  const offlineTotal: number[] = [];
  for (let i = 0; i < WARMUP + N; i++) {
    const r = await ttfb(key, i);
    if (!/offline mode/.test(r.text)) throw new Error('not the offline advisor');
    if (i >= WARMUP) {
      offline.push(r.firstMs);
      offlineTotal.push(r.totalMs);
    }
  }

  // 2. Anthropic SDK against the fake (first token MODEL_TTFT_MS after the request arrives)
  process.env.ANTHROPIC_API_KEY = 'bench-key';
  process.env.ANTHROPIC_BASE_URL = fake.url;
  setAdvisorServices();
  fake.setReply(() => ({ kind: 'message', text: 'Your week looks steady. Rest on Thursday.', delayMs: MODEL_TTFT_MS }));
  const key2 = await account();
  // the platform's own cost of a request on this machine right now: GET /v1/account (key check,
  // rate limit, account read), interleaved with the chats
  const baseline: number[] = [];
  const added: number[] = [];
  const beforeModel: number[] = [];
  const passThrough: number[] = [];
  const prep: number[] = [];
  for (let i = 0; i < WARMUP + N; i++) {
    const b0 = performance.now();
    const acc = await fetch(`${stack.api.url}/account`, { headers: { Authorization: `Bearer ${key2}` } });
    await acc.text();
    if (i >= WARMUP) baseline.push(performance.now() - b0);
    const started = performance.now();
    const r = await ttfb(key2, i);
    const model = fake.requests[fake.requests.length - 1]!;
    if (i >= WARMUP) {
      // the fake's own time (its first token MODEL_TTFT_MS after the request, timer lag included) is not the platform's
      const pre = model.receivedAt - started;
      const post = started + r.firstMs - model.firstTokenAt!;
      beforeModel.push(pre);
      passThrough.push(post);
      added.push(pre + post);
      prep.push(r.prepMs);
    }
  }

  const offlineP50 = pct(offline, 50);
  const addedP50 = pct(added, 50);
  console.log('Advisor bench (local stack, sequential requests, personal mode, credits path)');
  console.log(`  load average ${loadavg().map((x) => x.toFixed(2)).join(' ')} on ${cpus().length} CPUs`);
  console.log(`  offline advisor, time to first byte: ${fmt(offline)}; whole answer ${fmt(offlineTotal)}`);
  console.log(`    bar: p50 < ${OFFLINE_BAR_MS} ms -> ${offlineP50 < OFFLINE_BAR_MS ? 'PASS' : 'FAIL'}`);
  console.log(`  Anthropic SDK + fake API (first token ${MODEL_TTFT_MS} ms after the request):`);
  console.log(`    request reaches the model after: ${fmt(beforeModel)}`);
  console.log(`      of which the advisor handler, from its start to the model call (Server-Timing): ${fmt(prep)}`);
  console.log(`    first token reaches the client after: ${fmt(passThrough)}`);
  console.log(`    platform's added latency before the first token: ${fmt(added)}`);
  console.log(`    bar: p50 < ${ADDED_BAR_MS} ms -> ${addedP50 < ADDED_BAR_MS ? 'PASS' : 'FAIL'}`);
  console.log(`  reference, GET /v1/account (the platform's fixed cost of one request here): ${fmt(baseline)}`);
  process.exitCode = offlineP50 < OFFLINE_BAR_MS && addedP50 < ADDED_BAR_MS ? 0 : 1;
} finally {
  await fake.close();
  await stack.close();
}
