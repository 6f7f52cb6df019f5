/**
 * `npm audit --omit=dev` in CI (.ci/run): fails on any high or critical advisory of a production
 * dependency. The audit needs the registry's audit endpoint (POST /-/npm/v1/security/advisories/bulk);
 * when the network or that endpoint fails (no answer, a refused connection, a 4xx/5xx of the endpoint
 * itself, as behind a registry proxy that only serves GETs) the check says so plainly and passes:
 * it degrades only on a network failure, never on an advisory (docs/licences.md#audit).
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export type AuditVerdict = { kind: 'clean'; counts: Record<string, number> } | { kind: 'advisories'; counts: Record<string, number>; names: string[] } | { kind: 'unreachable'; reason: string } | { kind: 'unexpected'; reason: string };

const NETWORK_CODES = /^(ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|ECONNABORTED|EPIPE|ERR_SOCKET_TIMEOUT|UNABLE_TO_GET_ISSUER_CERT_LOCALLY|SELF_SIGNED_CERT_IN_CHAIN)$/;

/** What `npm audit --json` printed means. */
export function classifyAudit(stdout: string, stderr: string): AuditVerdict {
  let report: Record<string, unknown>;
  try {
    report = JSON.parse(stdout) as Record<string, unknown>;
  } catch {
    const code = /\bcode (E[A-Z_]+)/.exec(stderr)?.[1];
    if (code && NETWORK_CODES.test(code)) return { kind: 'unreachable', reason: `${code}: ${stderr.trim().split('\n')[0]}` };
    return { kind: 'unexpected', reason: `npm audit printed no JSON report: ${(stderr || stdout).trim().slice(0, 300)}` };
  }
  const meta = (report.metadata as { vulnerabilities?: Record<string, number> } | undefined)?.vulnerabilities;
  if (meta) {
    const vulns = (report.vulnerabilities ?? {}) as Record<string, { severity?: string }>;
    const names = Object.entries(vulns)
      .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
      .map(([n, v]) => `${n} (${v.severity})`);
    return (meta.high ?? 0) + (meta.critical ?? 0) > 0 ? { kind: 'advisories', counts: meta, names } : { kind: 'clean', counts: meta };
  }
  // an error report: the endpoint's HTTP failure, or the network's
  const status = typeof report.statusCode === 'number' ? report.statusCode : undefined;
  const code = typeof report.code === 'string' ? report.code : ((report.error as { code?: string } | undefined)?.code ?? undefined);
  const uri = typeof report.uri === 'string' ? report.uri : '';
  if ((status !== undefined && uri.includes('/-/npm/v1/security/')) || (code !== undefined && NETWORK_CODES.test(code))) {
    return { kind: 'unreachable', reason: `${String(report.message ?? code ?? status)}` };
  }
  return { kind: 'unexpected', reason: `npm audit answered neither a report nor a network failure: ${stdout.slice(0, 300)}` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
  const v = classifyAudit(r.stdout ?? '', r.stderr ?? '');
  if (v.kind === 'clean') {
    process.stdout.write(`npm audit --omit=dev: no high or critical advisory (${JSON.stringify(v.counts)})\n`);
  } else if (v.kind === 'unreachable') {
    process.stdout.write(`npm audit --omit=dev: NOT CHECKED, the registry's audit endpoint could not be reached (${v.reason}). Run it where the registry answers.\n`);
  } else if (v.kind === 'advisories') {
    process.stderr.write(`npm audit --omit=dev: high or critical advisories in production dependencies: ${v.names.join(', ')}\n${JSON.stringify(v.counts)}\n`);
    process.exit(1);
  } else {
    process.stderr.write(`npm audit --omit=dev: ${v.reason}\n`);
    process.exit(1);
  }
}
