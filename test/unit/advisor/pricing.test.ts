import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { estimate, firstCallInputBound, priceOf, tokenBound, unitsOf } from '#shared/advisor/pricing';

describe('advisor prices (spec 4.13)', () => {
  it('standard 5 + 1 per started 1,000 tokens, premium 10 + 2, at least one unit', () => {
    expect(unitsOf(0)).toBe(1);
    expect(unitsOf(1)).toBe(1);
    expect(unitsOf(1_000)).toBe(1);
    expect(unitsOf(1_001)).toBe(2);
    expect(priceOf('standard', 0)).toBe(6);
    expect(priceOf('standard', 2_200)).toBe(8);
    expect(priceOf('premium', 2_200)).toBe(16);
    expect(priceOf('premium', 10_000)).toBe(30);
  });

  it('bounds tokens by UTF-8 bytes (multi-byte text counts more)', () => {
    expect(tokenBound('abcd')).toBe(4);
    expect(tokenBound('日本')).toBe(6);
    expect(firstCallInputBound('sys', '[]', [{ content: 'hi' }])).toBeGreaterThan(3 + 2 + 2);
  });

  it('the estimate is the price of the budget, so any usage inside the budget costs at most the estimate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 50_000 }), fc.integer({ min: 16, max: 4_096 }), fc.constantFrom('standard', 'premium' as const), fc.double({ min: 0, max: 1, noNaN: true }), (bound, cap, model, share) => {
        const e = estimate(model, bound, cap);
        expect(e.budgetTokens).toBeGreaterThanOrEqual(bound + cap);
        const used = Math.floor(e.budgetTokens * share);
        expect(priceOf(model, used)).toBeLessThanOrEqual(e.credits);
      }),
    );
  });
});
