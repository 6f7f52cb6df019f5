import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeIssues } from '#shared/http/middleware/validate';
import { generateBlueprintSchema, listQuerySchema, pdfRequestSchema } from '#shared/blueprint/request';

const BASE = {
  fullName: 'Ana Lúcia',
  birthDate: '1990-07-15',
  birthTime: '14:30',
  city: 'Lisboa',
  country: 'Portugal',
  latitude: 38.72,
  longitude: -9.14,
  timezone: 'Europe/Lisbon',
  modules: { astrology: true, humanDesign: false, numerology: true },
};

const firstError = (input: unknown, schema: z.ZodType = generateBlueprintSchema): string | undefined => {
  const r = schema.safeParse(input);
  return r.success ? undefined : describeIssues(r.error.issues)[0]?.error;
};

describe('generateBlueprintSchema', () => {
  it('parses a request with defaults: saveToAccount true, no AI, no warnings', () => {
    const r = generateBlueprintSchema.parse(BASE);
    expect(r.saveToAccount).toBe(true);
    expect(r.includeAI).toEqual({ astrology: false, humanDesign: false, numerology: false });
    expect(r.warnings).toEqual({});
    expect(r.modules).toEqual(BASE.modules);
  });

  it('keeps saveToAccount false and partial includeAI', () => {
    const r = generateBlueprintSchema.parse({ ...BASE, saveToAccount: false, includeAI: { numerology: true } });
    expect(r.saveToAccount).toBe(false);
    expect(r.includeAI).toEqual({ astrology: false, humanDesign: false, numerology: true });
  });

  it.each([
    ['includeAi'],
    ['IncludeAI'],
    ['include_ai'],
    ['INCLUDEAI'],
  ])('ignores the look-alike %s and names the right field', (field) => {
    const r = generateBlueprintSchema.parse({ ...BASE, [field]: { astrology: true } });
    expect(r.includeAI.astrology).toBe(false);
    expect(r.warnings.includeAI).toContain(`"${field}"`);
    expect(r.warnings.includeAI).toContain('"includeAI"');
  });

  it('has no warning when includeAI is spelled right', () => {
    expect(generateBlueprintSchema.parse({ ...BASE, includeAI: { astrology: true } }).warnings).toEqual({});
  });

  it.each([
    [{ modules: undefined }],
    [{ modules: null }],
    [{ modules: { astrology: false, humanDesign: false, numerology: false } }],
    [{ modules: { astrology: true } }],
    [{ modules: { astrology: 1, humanDesign: 0, numerology: 0 } }],
    [{ modules: 'astrology' }],
  ])('rejects %j with "Invalid module selection"', (over) => {
    expect(firstError({ ...BASE, ...over })).toBe('Invalid module selection');
  });

  it('rejects a missing name and non-boolean AI flags', () => {
    expect(firstError({ ...BASE, fullName: '  ' })).toBe('Missing required field: fullName');
    expect(firstError({ ...BASE, includeAI: { astrology: 'yes' } })).toBe('Invalid request');
    expect(firstError({ ...BASE, saveToAccount: 'no' })).toBe('Invalid request');
  });
});

describe('pdfRequestSchema', () => {
  it.each([[{}], [{ blueprintId: '' }], [{ blueprintId: 7 }], [null]])('rejects %j', (body) => {
    expect(firstError(body, pdfRequestSchema)).toBe('Missing required field: blueprintId');
  });
});

describe('listQuerySchema', () => {
  it('defaults to page 1, limit 50', () => {
    expect(listQuerySchema.parse({})).toMatchObject({ page: 1, limit: 50 });
    expect(listQuerySchema.parse({ page: '3', limit: '100' })).toMatchObject({ page: 3, limit: 100 });
  });
  it.each([['0', '10'], ['1', '0'], ['1', '101'], ['x', '10'], ['1', '1e1'], ['-1', '5']])('rejects page=%s limit=%s', (page, limit) => {
    expect(listQuerySchema.safeParse({ page, limit }).success).toBe(false);
  });
});
