/**
 * Error codes (shared/http/error-codes.ts): the spec's error strings in snake_case, one per string,
 * each listed in the API description and under its anchor on the docs page.
 */
import { describe, expect, it } from 'vitest';
import { codeOf, ERROR_CATALOGUE, ERROR_CODES } from '#shared/http/error-codes';
import { docsPage } from '#shared/http/docs-page';
import { buildOpenApi } from '#shared/http/openapi';
import { ROUTES } from '#shared/routes';

describe('error codes', () => {
  it('are the error strings in snake_case', () => {
    expect(codeOf('Invalid birth date')).toBe('invalid_birth_date');
    expect(codeOf('Missing required field: blueprintId')).toBe('missing_required_field_blueprint_id');
    expect(codeOf('Invalid Idempotency-Key')).toBe('invalid_idempotency_key');
    expect(codeOf('Invalid API key')).toBe('invalid_api_key');
    expect(codeOf('Unknown field')).toBe('unknown_field');
    expect(codeOf('Blueprint is not ready or has no content')).toBe('blueprint_is_not_ready_or_has_no_content');
  });

  it('are one per error string: no two strings of the catalogue share a code', () => {
    expect(ERROR_CODES.size).toBe(ERROR_CATALOGUE.length);
    for (const code of ERROR_CODES.keys()) expect(code).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
  });

  it('are listed in the description and under their anchors on the docs page', () => {
    const doc = buildOpenApi(ROUTES) as { 'x-error-codes': Record<string, { error: string }> };
    expect(Object.keys(doc['x-error-codes']).sort()).toEqual([...ERROR_CODES.keys()].sort());
    const page = docsPage('/v1');
    for (const code of ERROR_CODES.keys()) expect(page).toContain(`id="error-${code}"`);
  });
});
