/**
 * `npm run test:mcp-conformance`: the MCP conformance suite (@modelcontextprotocol/conformance,
 * pinned, runs offline) against the local MCP server, one server scenario at a time.
 *
 * The suite sends no API key, so the script starts the local stack (in-memory store), creates an
 * account with a key, and puts a loopback proxy in front of POST /v1/mcp that adds the key.
 * Every scenario that applies to a stateless tools-and-resources server must pass (exit 1
 * otherwise); the others are listed with the reason they do not apply; `-- --all` runs them too
 * and reports them (informational); `-- <scenario>...` runs those only. Results: printed, and under `.tmp-mcp-conformance/` (one folder per scenario).
 */
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createAccount, createKey } from '#shared/accounts/admin';
import { REPO_ROOT, startLocalStack } from '#shared/http/local-stack';
import { MCP_PATH } from '#shared/mcp/server';

/** Server scenarios that test what this server is: tools, resources, the lifecycle, ping, JSON errors. */
export const APPLICABLE = [
  'server-initialize',
  'ping',
  'tools-list',
  'resources-list',
] as const;

/** The others, with the reason (docs/mcp.md repeats this table). */
export const NOT_APPLICABLE: Record<string, string> = {
  'logging-set-level': 'no logging capability: a stateless server has no later stream to send log messages on',
  'completion-complete': 'no prompts or resource templates, so nothing to complete',
  'tools-call-simple-text': 'calls the suite’s fixture tool test_simple_text, which this server does not have (its tools are the API routes)',
  'tools-call-image': 'calls the fixture tool test_image_content; image content is covered by the integration tests',
  'tools-call-audio': 'calls the fixture tool test_audio_content; no route returns audio',
  'tools-call-embedded-resource': 'calls the fixture tool test_embedded_resource; the PDF tool’s embedded resource is covered by the integration tests',
  'tools-call-mixed-content': 'calls the fixture tool test_multiple_content_types',
  'tools-call-with-logging': 'calls test_tool_with_logging: needs server-to-client notifications during a call (SSE), not offered in JSON mode',
  'tools-call-error': 'calls the fixture tool test_error_handling; tool errors (isError) are covered by the integration tests',
  'tools-call-with-progress': 'calls test_tool_with_progress: progress notifications need an SSE response, not offered in JSON mode',
  'tools-call-sampling': 'calls test_sampling: the server never asks the client’s model (sampling)',
  'tools-call-elicitation': 'calls test_elicitation: the server never asks the user (elicitation)',
  'json-schema-2020-12': 'looks for the fixture tool json_schema_2020_12_tool',
  'elicitation-sep1034-defaults': 'elicitation: not used',
  'server-sse-polling': 'SSE resumability: a stateless JSON-response server keeps no stream',
  'server-sse-multiple-streams': 'SSE streams: a stateless JSON-response server keeps no stream (GET is 405)',
  'elicitation-sep1330-enums': 'elicitation: not used',
  'resources-read-text': 'reads the fixture resource test://static-text; reading the reference resources (text) is covered by the integration tests',
  'resources-read-binary': 'reads the fixture resource test://static-binary; the reference resources are text',
  'resources-templates-read': 'reads the fixture template test://template/{id}/data; there are no templates',
  'resources-subscribe': 'no subscriptions: reference texts never change, and a stateless server cannot notify',
  'resources-unsubscribe': 'no subscriptions (see resources-subscribe)',
  'prompts-list': 'no prompts capability',
  'prompts-get-simple': 'no prompts capability',
  'prompts-get-with-args': 'no prompts capability',
  'prompts-get-embedded-resource': 'no prompts capability',
  'prompts-get-with-image': 'no prompts capability',
  'dns-rebinding-protection': 'checks that a localhost server refuses foreign Host headers; the deployed server is a public HTTPS API behind API Gateway, authenticated by key',
};

const CLI = join(REPO_ROOT, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
/** Node 20 lacks fs.globSync, which the CLI imports (scripts/mcp-conformance/node20.mjs); Node 22 needs nothing. */
const NODE_ARGS = Number(process.versions.node.split('.')[0]) < 22 ? ['--import', join(REPO_ROOT, 'scripts/mcp-conformance/node20.mjs')] : [];

const runScenario = (url: string, scenario: string, outDir: string): Promise<{ code: number; output: string }> =>
  new Promise((res) => {
    const child = spawn(process.execPath, [...NODE_ARGS, CLI, 'server', '--url', url, '--scenario', scenario, '-o', outDir], {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => res({ code: code ?? 1, output }));
  });

const main = async (): Promise<number> => {
  // default: the applicable scenarios (CI); `--all`: every server scenario, the others reported only
  const all = process.argv.includes('--all');
  const only = process.argv.slice(2).filter((a) => a !== '--all');
  const stack = await startLocalStack({ config: { logLevel: 'silent' } });
  const account = await createAccount(stack.deps.stores, { type: 'personal', name: 'conformance', credits: 1000 });
  const { apiKey } = await createKey(stack.deps.stores, account.accountId, stack.deps.config.keyPrefix);
  const target = new URL(`${stack.api.url}${MCP_PATH}`);
  // the loopback proxy: forwards everything to /v1/mcp with the test key added
  const proxy = createServer((req, res) => {
    const up = request(
      { hostname: target.hostname, port: target.port, path: target.pathname, method: req.method, headers: { ...req.headers, host: target.host, authorization: `Bearer ${apiKey}` } },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => res.writeHead(502).end());
    req.pipe(up);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/mcp`;

  const scenarios = only.length ? only : [...APPLICABLE, ...(all ? Object.keys(NOT_APPLICABLE) : [])];
  const failed: string[] = [];
  const lines: string[] = [];
  for (const s of scenarios) {
    const { code, output } = await runScenario(url, s, join(REPO_ROOT, '.tmp-mcp-conformance', s));
    const applies = (APPLICABLE as readonly string[]).includes(s);
    const summary = /Passed:\s*(\d+)\/(\d+)/.exec(output)?.[0] ?? output.trim().split('\n').slice(-1)[0] ?? '';
    const verdict = code === 0 ? 'PASS' : 'FAIL';
    if (applies && code !== 0) {
      failed.push(s);
      console.log(output);
    }
    lines.push(`${applies ? 'applies' : 'n/a    '}  ${verdict}  ${s.padEnd(30)} ${summary}${applies ? '' : `  (${NOT_APPLICABLE[s]})`}`);
  }
  proxy.close();
  await stack.close();
  console.log(lines.join('\n'));
  console.log(failed.length ? `\nFAILED (applicable): ${failed.join(', ')}` : `\nAll ${scenarios.filter((s) => (APPLICABLE as readonly string[]).includes(s)).length} applicable scenarios pass.`);
  return failed.length ? 1 : 0;
};

process.exit(await main());
