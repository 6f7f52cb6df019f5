/**
 * `npm run bench:ai`: all 34 blueprint sections through the Anthropic writer against the fake
 * Messages API answering in 1 second per call. Bar: under 8 seconds (API Gateway allows 29).
 * Uses the default configuration (AI_CONCURRENCY etc. from the environment if set).
 */
import { AnthropicWriter } from '#shared/ai/anthropic-writer';
import { loadAiConfig } from '#shared/ai/config';
import { silentLogger } from '#shared/ai/log';
import { AI_MODULES, SECTION_COUNT } from '#shared/ai/sections';
import { startFakeAnthropic } from '#test/support/fake-anthropic';
import { CHART_A } from '#test/support/ai-fixtures';

const CALL_MS = 1_000;
const BAR_MS = 8_000;

const fake = await startFakeAnthropic({ delayMs: CALL_MS });
try {
  const config = { ...loadAiConfig(), apiKey: 'bench-key', baseURL: fake.url };
  const writer = new AnthropicWriter(config, { logger: silentLogger });
  const started = performance.now();
  const out = await writer.writeBlueprintSections(AI_MODULES, CHART_A);
  const ms = performance.now() - started;
  const written = AI_MODULES.reduce((n, m) => n + (out[m]?.ok ? SECTION_COUNT[m] : 0), 0);
  const usage = AI_MODULES.map((m) => out[m]!.usage).reduce((a, u) => ({
    inputTokens: a.inputTokens + u.inputTokens,
    outputTokens: a.outputTokens + u.outputTokens,
    cacheCreationInputTokens: a.cacheCreationInputTokens + u.cacheCreationInputTokens,
    cacheReadInputTokens: a.cacheReadInputTokens + u.cacheReadInputTokens,
    requests: a.requests + u.requests,
  }));
  console.log(`AI bench: ${written}/34 sections in ${(ms / 1000).toFixed(2)} s`);
  console.log(`  fake Messages API: ${CALL_MS} ms per call; concurrency ${config.concurrency}; cache priming ${config.cachePrime ? 'on' : 'off'}`);
  console.log(`  requests ${fake.requests.length}, max in flight ${fake.maxInFlight}`);
  console.log(
    `  usage: input ${usage.inputTokens}, output ${usage.outputTokens}, cache write ${usage.cacheCreationInputTokens}, cache read ${usage.cacheReadInputTokens}`,
  );
  const pass = written === 34 && ms < BAR_MS;
  console.log(`  bar: < ${BAR_MS / 1000} s -> ${pass ? 'PASS' : 'FAIL'}`);
  process.exitCode = pass ? 0 : 1;
} finally {
  await fake.close();
}
