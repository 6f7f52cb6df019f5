/**
 * Runs exactly the verification recipe published in docs/webhooks.md (the ```js recipe block)
 * against headers made by the sender's signing code, under a controlled clock.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeSecrets, signatureHeader } from '#shared/webhooks/signing';

type Recipe = (header: string, rawBody: string, secrets: string[], toleranceSeconds?: number) => boolean;

function loadRecipe(): Recipe {
  const doc = readFileSync(fileURLToPath(new URL('../../../docs/webhooks.md', import.meta.url)), 'utf8');
  const match = /```js recipe\n([\s\S]*?)```/.exec(doc);
  if (!match) throw new Error('no recipe block in docs/webhooks.md');
  const factory = new Function('require', `${match[1]}\nreturn verifyBlueprintSignature;`) as (r: NodeRequire) => Recipe;
  return factory(createRequire(import.meta.url));
}

const body = '{"id":"evt_9","type":"sky.station","createdAt":"2026-11-26T00:00:00.000Z","data":{"body":"mercury"}}';
const now = Date.parse('2026-11-26T12:00:00.000Z');

describe('the documented verification recipe', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts what the sender signs and refuses tampering, wrong secrets and replays', () => {
    const verify = loadRecipe();
    vi.useFakeTimers();
    vi.setSystemTime(now);
    const header = signatureHeader(['whsec_live'], now, body);
    expect(verify(header, body, ['whsec_live'])).toBe(true);
    expect(verify(header, body.replace('mercury', 'venus'), ['whsec_live'])).toBe(false);
    expect(verify(header, body, ['whsec_other'])).toBe(false);
    expect(verify('nonsense', body, ['whsec_live'])).toBe(false);
    vi.setSystemTime(now + 301_000);
    expect(verify(header, body, ['whsec_live'])).toBe(false);
    vi.setSystemTime(now + 299_000);
    expect(verify(header, body, ['whsec_live'])).toBe(true);
  });

  it('keeps a receiver that knows only the old secret verifying for 24 h after a rotation', () => {
    const verify = loadRecipe();
    const rotatedAt = now;
    const ep = { secret: 'whsec_new', previousSecret: 'whsec_old', rotatedAt: new Date(rotatedAt).toISOString() };
    vi.useFakeTimers();
    for (const [offset, oldOk] of [[3_600_000, true], [86_399_000, true], [86_400_000, false]] as const) {
      const at = rotatedAt + offset;
      vi.setSystemTime(at);
      const header = signatureHeader(activeSecrets(ep, at), at, body);
      expect(verify(header, body, ['whsec_old'])).toBe(oldOk);
      expect(verify(header, body, ['whsec_new'])).toBe(true);
    }
  });
});
