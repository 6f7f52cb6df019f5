/**
 * `npm start` as a user runs it (node --import tsx scripts/start.ts in a child process, ephemeral ports,
 * a temporary DATA_DIR): first start creates and prints the demo key, Ctrl-C (SIGINT) closes
 * cleanly, the second start prints the same key and every account, key, balance and ledger
 * row is still there.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { loadConfig } from '#shared/config';
import { REPO_ROOT } from '#shared/http/local-stack';
import { startLocalDynamo } from '#shared/store/local-dynamo';

const dataDir = mkdtempSync(join(tmpdir(), 'blueprint-restart-'));
let child: ChildProcess | undefined;

interface Started {
  proc: ChildProcess;
  url: string;
  apiKey: string;
  accountId: string;
  output: () => string;
}

/** `workers` = API_WORKERS: 1 runs everything in one process, 2 forks node:cluster API workers. */
const start = (workers: 1 | 2): Promise<Started> =>
  new Promise((resolve, reject) => {
    // as `npm start` runs it: one process, tsx as a loader. Not through tsx's CLI, which relays a
    // signal to its child and SIGKILLs it (exit 130) when the child does not confirm within 2 x 30 ms,
    // as happens when the machine is loaded
    const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DYNAMODB_PORT: '0', LOG_LEVEL: 'silent', DYNAMODB_ENDPOINT: '', API_WORKERS: String(workers) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let out = '';
    // a hang guard, not a speed check (a loaded 2-core machine makes a start slow, see the test's limit)
    const timer = setTimeout(() => reject(new Error(`start timed out:\n${out}`)), 90_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      const url = /Blueprint API \(local\)\s+(\S+)/.exec(out)?.[1];
      const apiKey = /Demo API key (\S+)/.exec(out)?.[1];
      const accountId = /Demo account (\S+)/.exec(out)?.[1];
      if (url && apiKey && accountId && out.includes('Ctrl-C to stop')) {
        clearTimeout(timer);
        resolve({ proc, url, apiKey, accountId, output: () => out });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (b: Buffer) => (out += b.toString()));
    proc.once('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });

const stop = (s: Started): Promise<number | null> =>
  new Promise((resolve) => {
    s.proc.removeAllListeners('exit');
    s.proc.once('exit', (code) => resolve(code));
    s.proc.kill('SIGINT');
  });

/** tsx as a loader in the one process (its CLI would start a second node process for each run). */
const TSX = ['--import', 'tsx'];

/** `npm run admin -- <args> --json` against the given store. */
const admin = async (args: string[], env: Record<string, string>): Promise<Record<string, unknown>> => {
  const { stdout } = await promisify(execFile)(process.execPath, [...TSX, 'scripts/admin.ts', ...args, '--json'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DYNAMODB_PORT: '1', ...env },
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, unknown>;
};

/** The admin CLI as a user runs it: exit code and last output line, whatever the outcome. */
const adminRun = (args: string[], env: Record<string, string>): Promise<{ code: number; out: Record<string, unknown> }> =>
  new Promise((resolve) => {
    execFile(process.execPath, [...TSX, 'scripts/admin.ts', ...args, '--json'], { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir, DYNAMODB_ENDPOINT: '', ...env } }, (err, stdout) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: JSON.parse(stdout.trim().split('\n').pop() || '{}') as Record<string, unknown> });
    });
  });

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const get = async (url: string, key: string) => {
  const r = await fetch(`${url}/account`, { headers: { Authorization: `Bearer ${key}` } });
  return { status: r.status, body: (await r.json()) as { data: { balance: number; accountId: string } } };
};
const spend = (url: string, key: string) =>
  fetch(`${url}/calculators/life-path`, {
    method: 'POST',
    headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ birthDate: '1990-07-15' }),
  });

describe('npm start', () => {
  // two starts and six admin CLI runs, each a node process compiling TypeScript: 55-92 s at load
  // average 11-13 on 2 cores (the old 120 s limit was within reach); the limit only guards a hang
  it('keeps accounts, keys, balances and the demo key across a restart', { timeout: 240_000 }, async () => {
    // first run with two API worker processes, the second in one process: same store, same data
    const first = await start(2);
    expect(first.output()).toContain('(2 workers');
    expect(first.output()).toContain('curl -s');
    expect(first.apiKey.startsWith('bp_live_')).toBe(true);
    expect((await get(first.url, first.apiKey)).body.data.balance).toBe(10_000);
    for (let i = 0; i < 3; i++) expect((await spend(first.url, first.apiKey)).status).toBe(200);
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('closing the API and the store');

    const second = await start(1);
    expect(second.output()).toContain('(1 worker,');
    expect(second.apiKey).toBe(first.apiKey);
    expect(second.accountId).toBe(first.accountId);
    expect(second.output()).toContain('balance 9997 credits');
    const acct = await get(second.url, second.apiKey);
    expect(acct.status).toBe(200);
    expect(acct.body.data).toMatchObject({ accountId: first.accountId, balance: 9_997 });
    expect((await spend(second.url, second.apiKey)).status).toBe(200);
    expect((await get(second.url, second.apiKey)).body.data.balance).toBe(9_996);

    // the admin CLI against the running stack's store
    const endpoint = /DynamoDB \(dynalite\)\s+(\S+)/.exec(second.output())![1]!;
    const created = await admin(['create-account', '--type', 'organization', '--name', 'Acme', '--credits', '7'], { DYNAMODB_ENDPOINT: endpoint });
    expect(created.accountId).toMatch(/^org_/);
    expect(String(created.apiKey)).toMatch(/^bp_live_/);
    const org = await get(second.url, String(created.apiKey));
    expect(org.body.data).toMatchObject({ accountId: created.accountId, balance: 7 });
    const revoked = await admin(['revoke-key', '--key', String(created.apiKey)], { DYNAMODB_ENDPOINT: endpoint });
    expect(revoked.accountId).toBe(created.accountId);
    expect((await get(second.url, String(created.apiKey))).status).toBe(401);

    // with DATA_DIR alone the CLI finds the running server's store (DATA_DIR/local-store.json)
    const found = await adminRun(['create-account', '--type', 'personal', '--name', 'Found', '--credits', '3'], { DYNAMODB_PORT: '' });
    expect(found.code, JSON.stringify(found.out)).toBe(0);
    expect((await get(second.url, String(found.out.apiKey))).body.data).toMatchObject({ accountId: found.out.accountId, balance: 3 });
    // a DYNAMODB_PORT naming another running store is refused, and nothing is written anywhere
    const other = await startLocalDynamo({ tableNames: loadConfig().tableNames });
    try {
      const refused = await adminRun(['create-account', '--type', 'personal', '--name', 'Lost', '--credits', '3'], { DYNAMODB_PORT: String(other.port) });
      expect(refused.code).toBe(1);
      expect(refused.out.error).toBe('Store mismatch');
      expect(String(refused.out.message)).toContain(`DYNAMODB_PORT is ${other.port}`);
      expect(refused.out.apiKey).toBeUndefined();
      // the other store got nothing either
      const db = new DynamoDBClient({ endpoint: other.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
      const scanned = await db.send(new ScanCommand({ TableName: loadConfig().tableNames.accounts, Select: 'COUNT' }));
      db.destroy();
      expect(scanned.Count).toBe(0);
    } finally {
      await other.close();
    }
    expect(await stop(second)).toBe(0);
    expect(existsSync(join(dataDir, 'local-store.json'))).toBe(false);

    // and, with the stack stopped, against DATA_DIR directly: every ledger row survived
    const shown = await admin(['show-account', '--account', first.accountId], {});
    // the opening balance and the four charges (the local server copied each journal before closing)
    expect(shown).toMatchObject({ accountId: first.accountId, balance: 9_996, ledgerRows: 5, type: 'personal' });
    expect(await admin(['audit', '--account', first.accountId], {})).toMatchObject({ balance: 9_996, ledgerSum: 9_996, pendingEntries: 0, agree: true });
  });
});
