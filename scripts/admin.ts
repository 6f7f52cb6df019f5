/**
 * Admin CLI: `npm run admin -- <command> [options] [--json]`
 *
 *   create-account --type personal|organization --name N --credits C   (also creates its first key)
 *   create-key     --account A [--role owner|admin|member] [--name N]   (default role: owner)
 *   delete-account --account A      (DELETE /v1/account for the operator: deletes, or finishes an interrupted deletion)
 *   revoke-key     --key K            (key id `key_…` or the plaintext key)
 *   add-credits    --account A --credits C
 *   show-account   --account A
 *   reconcile                        (release expired reservations, copy journals to the ledger)
 *   audit          --account A       (balance + open reservations vs the ledger; exit 1 when they differ)
 *   shard-account  --account A --shards N   (spread the account's money over N items; docs/money-shards.md)
 *   daily          [--date YYYY-MM-DD]   (the 00:00 UTC job: the day's sky record and 12 horoscopes, each once)
 *   set-advisor-subscription --account A --plan P --quota N --renews YYYY-MM-DD   (advisor messages per month; docs/advisor.md)
 *
 * Target: the deployed tables when their names are in the environment (KEYS_TABLE,
 * ACCOUNTS_TABLE, LEDGER_TABLE, RATE_LIMITS_TABLE + AWS_REGION) and DYNAMODB_ENDPOINT is
 * unset; otherwise the local store: DYNAMODB_ENDPOINT, else the store of DATA_DIR (default .data/):
 * the running `npm start`'s, found in DATA_DIR/local-store.json, else the directory opened directly.
 * A DYNAMODB_PORT that names another store is refused (shared/store/local-store-file.ts).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { addCredits, createAccount, createKey, revokeKey, showAccount } from '#shared/accounts/admin';
import { deleteAccount, finishDeletion } from '#shared/accounts/self-service';
import { KEY_ROLES, type KeyRole } from '#shared/store/types';
import { setAdvisorSubscription } from '#shared/advisor/admin';
import { audit, reconcile } from '#shared/accounts/reconcile';
import { MAX_SHARDS, shardAccount } from '#shared/accounts/shards';
import { describeJobReport, runDailyJobFor } from '#shared/daily/admin';
import { loadConfig } from '#shared/config';
import { isAppError } from '#shared/errors';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { createDynamoStores } from '#shared/store/stores';
import { startLocalDynamo, type LocalDynamo } from '#shared/store/local-dynamo';
import { chooseLocalStore, StoreChoiceError } from '#shared/store/local-store-file';
import { TABLES } from '#shared/store/tables';
import type { AccountType, Stores } from '#shared/store/types';

const USAGE = `usage: npm run admin -- <command> [options] [--json]
  create-account --type personal|organization --name N --credits C
  create-key     --account A [--role owner|admin|member] [--name N]
  delete-account --account A
  revoke-key     --key K
  add-credits    --account A --credits C
  show-account   --account A
  reconcile
  audit          --account A
  shard-account  --account A --shards N
  daily          [--date YYYY-MM-DD]
  set-advisor-subscription --account A --plan P --quota N --renews YYYY-MM-DD`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    type: { type: 'string' },
    name: { type: 'string' },
    credits: { type: 'string' },
    account: { type: 'string' },
    key: { type: 'string' },
    role: { type: 'string' },
    date: { type: 'string' },
    plan: { type: 'string' },
    quota: { type: 'string' },
    renews: { type: 'string' },
    shards: { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

class UsageError extends Error {}

const required = (name: keyof typeof values): string => {
  const v = values[name];
  if (typeof v !== 'string' || v.trim() === '') throw new UsageError(`--${name} is required`);
  return v.trim();
};
const integer = (name: keyof typeof values): number => {
  const raw = required(name);
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} must be a non-negative integer`);
  return Number(raw);
};

interface Target {
  stores: Stores;
  db: ReturnType<typeof createDocumentClient>;
  where: string;
  keyPrefix: string;
  /** The DynamoDB endpoint in use (local stores); undefined for the deployed tables. */
  endpoint: string | undefined;
  close(): Promise<void>;
}

const openTarget = async (): Promise<Target> => {
  const config = loadConfig();
  const deployed = !process.env.DYNAMODB_ENDPOINT && TABLES.some((t) => t.id !== 'blueprints' && process.env[t.envVar]);
  let endpoint = config.dynamodbEndpoint;
  let embedded: LocalDynamo | undefined;
  let where = deployed ? `AWS ${config.region} (${config.tableNames.accounts})` : `local ${endpoint}`;
  if (!deployed && !endpoint) {
    // the store of DATA_DIR: the running npm start's (DATA_DIR/local-store.json), else the directory itself
    const choice = await chooseLocalStore(resolve(process.env.DATA_DIR || '.data'), process.env.DYNAMODB_PORT);
    where = choice.where;
    if ('endpoint' in choice) {
      endpoint = choice.endpoint;
    } else {
      try {
        embedded = await startLocalDynamo({ path: choice.dir, tableNames: config.tableNames, region: config.region });
      } catch (e) {
        throw new Error(`Cannot open the store in ${choice.dir} (is another process using it?): ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      }
      endpoint = embedded.endpoint;
    }
  }
  const db = createDocumentClient({ region: config.region, endpoint });
  return {
    stores: createDynamoStores(db, config.tableNames),
    db,
    where,
    keyPrefix: config.keyPrefix,
    endpoint,
    close: async () => {
      db.destroy();
      await embedded?.close();
    },
  };
};

const run = async (command: string | undefined, t: Target): Promise<{ json: unknown; text: string; exitCode?: number }> => {
  switch (command) {
    case 'create-account': {
      const type = required('type');
      if (type !== 'personal' && type !== 'organization') throw new UsageError('--type must be personal or organization');
      const account = await createAccount(t.stores, { type: type as AccountType, name: required('name'), credits: integer('credits') });
      const key = await createKey(t.stores, account.accountId, t.keyPrefix);
      return {
        json: { accountId: account.accountId, apiKey: key.apiKey },
        text: `Created ${type} account ${account.accountId} "${account.name}" with ${account.balance} credits.\nAPI key (shown once): ${key.apiKey}\nKey id: ${key.keyId}`,
      };
    }
    case 'create-key': {
      const role = values.role?.trim() || 'owner';
      if (!(KEY_ROLES as readonly string[]).includes(role)) throw new UsageError('--role must be owner, admin or member');
      const name = values.name?.trim();
      const key = await createKey(t.stores, required('account'), t.keyPrefix, new Date(), { role: role as KeyRole, ...(name ? { name } : {}) });
      return {
        json: { accountId: key.accountId, keyId: key.keyId, apiKey: key.apiKey, role },
        text: `API key for ${key.accountId} (shown once): ${key.apiKey}\nKey id: ${key.keyId} (${role})`,
      };
    }
    case 'delete-account': {
      const accountId = required('account');
      const cfg = loadConfig();
      const deps = { config: { ...cfg, ...(t.endpoint ? { dynamodbEndpoint: t.endpoint } : {}) }, stores: t.stores };
      const account = await t.stores.accounts.get(accountId);
      if (!account) throw new UsageError(`no account ${accountId}`);
      const r = account.deletedAt ? { ...(await finishDeletion(deps, accountId, new Date())), deletedAt: account.deletedAt } : await deleteAccount(deps, accountId, new Date());
      return { json: r, text: `Deleted ${accountId} (${r.deletedAt}): ${r.keysRevoked} key(s) revoked, records deleted ${JSON.stringify(r.recordsDeleted)}, ${r.ledgerRowsKept} ledger rows kept without personal data` };
    }
    case 'revoke-key': {
      const r = await revokeKey(t.stores, required('key'));
      return { json: { keyId: r.keyId, accountId: r.accountId, revokedAt: r.revokedAt }, text: `Revoked ${r.keyId} (account ${r.accountId}) at ${r.revokedAt}` };
    }
    case 'add-credits': {
      const accountId = required('account');
      const credits = integer('credits');
      const balance = await addCredits(t.stores, accountId, credits);
      return { json: { accountId, added: credits, balance }, text: `Added ${credits} credits to ${accountId}; balance ${balance}` };
    }
    case 'show-account': {
      const s = await showAccount(t.stores, required('account'));
      const keys = s.keys.map((k) => `  ${k.keyId}  ${k.hint}  created ${k.createdAt}${k.revokedAt ? `  REVOKED ${k.revokedAt}` : ''}`).join('\n');
      return {
        json: { ...s.account, keys: s.keys, ledgerRows: s.ledgerRows },
        text: `${s.account.accountId}  ${s.account.type}  "${s.account.name}"\nbalance ${s.account.balance} credits, ${s.ledgerRows} ledger rows, created ${s.account.createdAt}\nkeys:\n${keys || '  (none)'}`,
      };
    }
    case 'reconcile': {
      const r = await reconcile(t.stores);
      return {
        json: r,
        text: `Reconciled ${r.accounts} account(s): settled ${r.holdsSettled} expired reservation(s) with stored work (${r.creditsKept} credits kept), released ${r.holdsReleased} (${r.creditsReleased} credits), gave back ${r.unitsGivenBack} free message(s), copied ${r.entriesCopied} journal entr${r.entriesCopied === 1 ? 'y' : 'ies'} to the ledger${r.errors.length ? `; ${r.errors.length} error(s): ${r.errors.map((e) => `${e.accountId}: ${e.error}`).join('; ')}` : ''}`,
        exitCode: r.errors.length ? 1 : 0,
      };
    }
    case 'audit': {
      const accountId = required('account');
      const a = await audit(t.stores, accountId);
      if (!a) throw new UsageError(`no account ${accountId}`);
      const holds = a.openHolds.map((h) => `  ${h.holdId}  ${h.amount} credits  ${h.route}  expires ${h.expiresAt}`).join('\n');
      return {
        json: a,
        text: `${a.accountId}: balance ${a.balance} + open reservations ${a.heldCredits} = ${a.balance + a.heldCredits}; ledger sum ${a.ledgerSum} (${a.ledgerRows} rows, ${a.pendingEntries} pending) -> ${a.agree ? 'AGREE' : 'DISAGREE'}${a.shards > 1 ? ` (${a.shards} shards, ${a.creditsInTransfer} credits in transfer between them)` : ''}${holds ? `\nopen reservations:\n${holds}` : ''}`,
        exitCode: a.agree ? 0 : 1,
      };
    }
    case 'shard-account': {
      const accountId = required('account');
      const n = integer('shards');
      if (n < 1 || n > MAX_SHARDS) throw new UsageError(`--shards must be 1..${MAX_SHARDS}`);
      const r = await shardAccount(t.stores, accountId, n);
      return {
        json: { accountId, ...r },
        text: `${accountId} is spread over ${r.shards} shard(s)${r.shards > n ? ' (it had more already: shards are never removed)' : ''}; ${r.moved} credits moved to even them out`,
      };
    }
    case 'daily': {
      const report = await runDailyJobFor(t.db, loadConfig().tableNames.daily, values.date?.trim() || undefined);
      return { json: report, text: describeJobReport(report) };
    }
    case 'set-advisor-subscription': {
      const accountId = required('account');
      const sub = await setAdvisorSubscription(t.db, loadConfig().tableNames.accounts, { accountId, plan: required('plan'), quota: integer('quota'), renewsAt: required('renews') });
      return { json: { accountId, ...sub }, text: `Advisor subscription of ${accountId}: plan ${sub.plan}, ${sub.quota} messages per month (period from ${sub.period}), renews ${sub.renewsAt}` };
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
};

const main = async (): Promise<number> => {
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  let target: Target | undefined;
  try {
    target = await openTarget();
    const out = await run(positionals[0], target);
    console.log(values.json ? JSON.stringify(out.json) : `${out.text}\n(store: ${target.where})`);
    return out.exitCode ?? 0;
  } catch (e) {
    const body = e instanceof UsageError
      ? { error: 'Usage', message: e.message }
      : e instanceof StoreChoiceError
        ? { error: 'Store mismatch', message: e.message }
        : isAppError(e)
        ? { error: e.error, message: e.message }
        : { error: 'Error', message: e instanceof Error ? e.message : String(e) };
    if (values.json) console.log(JSON.stringify(body));
    else console.error(`${body.error}: ${body.message}${e instanceof UsageError ? `\n${USAGE}` : ''}`);
    return e instanceof UsageError ? 2 : 1;
  } finally {
    await target?.close();
  }
};

process.exitCode = await main();
