/**
 * Smoke test of a deployed stage (docs/deploy.md#smoke-test):
 *
 *   npm run smoke -- --base-url https://<id>.execute-api.<region>.amazonaws.com/v1 --key <api key> [--delete-account]
 *
 * Calls every route of the route table once with the key (scripts/smoke-core.ts), prints one line
 * per route and exits 1 when any answer is not what the route promises. The key's account needs
 * about 50 credits; `--delete-account` also deletes that account at the end (a throwaway one only).
 */
import { runSmoke } from './smoke-core';

const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const baseUrl = value('--base-url') ?? process.env.SMOKE_BASE_URL;
const key = value('--key') ?? process.env.SMOKE_API_KEY;
if (!baseUrl || !key) {
  process.stderr.write('usage: npm run smoke -- --base-url <ApiUrl> --key <api key> [--delete-account]\n');
  process.exit(2);
}
const results = await runSmoke({
  baseUrl,
  key,
  deleteAccount: args.includes('--delete-account'),
  onResult: (r) => process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'} ${String(r.status).padStart(3)} ${r.route.padEnd(30)} ${r.request}  ${r.detail} (${r.ms} ms)\n`),
});
const failed = results.filter((r) => !r.ok);
process.stdout.write(`\n${results.length - failed.length} of ${results.length} routes answered as expected\n`);
process.exit(failed.length ? 1 : 0);
