/**
 * The smoke test of a deployed stage (scripts/smoke.ts; docs/deploy.md#smoke-test): every route of
 * the route table called once with one key, in an order where each read finds what an earlier call
 * created, each answer checked (status, media type, shape). The requests are the API description's
 * own examples (shared/http/examples/requests.json), their placeholder ids replaced by the ids of
 * what the run created. Nothing is left behind but the ledger rows and what the deletion routes do
 * not delete by design (the run deletes what it saved).
 *
 * The account is not deleted unless asked (`deleteAccount`): the deletion route is then called with
 * a confirmation that does not match, and must refuse it with a 400 (the route answered, nothing
 * deleted). The run spends about 30 credits (without the advisor's free message).
 */
import REQUESTS from '../shared/http/examples/requests.json' with { type: 'json' };
import { ROUTES, type RouteDef } from '../shared/routes';

type Json = Record<string, unknown>;
interface Example {
  body?: Json;
  params?: Record<string, string | number | boolean>;
  query?: Record<string, string | number | boolean>;
}
const EXAMPLES = REQUESTS as Record<string, Example>;

export interface SmokeOptions {
  /** The stage's base URL (the ApiUrl output, e.g. https://abc.execute-api.eu-west-1.amazonaws.com/v1/). */
  baseUrl: string;
  key: string;
  /** Delete the key's account at the end (a throwaway account only). */
  deleteAccount?: boolean;
  /** Called once per route as it is answered. */
  onResult?: (r: SmokeResult) => void;
  /** Per-call time limit (default 60 s; the chat and the export stream for longer at most 300 s). */
  timeoutMs?: number;
}

export interface SmokeResult {
  route: string;
  request: string;
  status: number;
  ok: boolean;
  /** What was checked, or why it failed. */
  detail: string;
  ms: number;
}

const segment = (path: string): string => path.split('/')[1] ?? '';

/** The order of the calls: creations and reads first, deletions last (account deletion very last). */
export const smokeOrder = (routes: readonly RouteDef[] = ROUTES): RouteDef[] => {
  // (the blueprint's deletion after the deletions of what was made from it, e.g. a calendar feed: it takes them with it)
  const rank = (r: RouteDef): number => (r.name === 'account-delete' ? 2 : r.name === 'blueprints-delete' ? 1.5 : r.method === 'DELETE' ? 1 : 0);
  return [...routes].sort((a, b) => rank(a) - rank(b));
};

/** What the answer must be: a JSON envelope, a PDF, an image, a text stream. */
function check(route: RouteDef, status: number, contentType: string, bytes: Uint8Array, refusedOnPurpose: boolean): string | undefined {
  if (refusedOnPurpose) {
    if (status !== 400) return `expected 400 (the deletion refused: confirmation does not match), got ${status}`;
    return undefined;
  }
  if (status < 200 || status >= 300) return `status ${status}: ${new TextDecoder().decode(bytes.slice(0, 300))}`;
  const text = (): string => new TextDecoder().decode(bytes);
  if (route.produces?.includes('application/pdf') || (route.binary && !route.produces)) {
    if (!contentType.startsWith('application/pdf') || text().slice(0, 5) !== '%PDF-') return `expected a PDF, got ${contentType}`;
    return undefined;
  }
  if (contentType.startsWith('image/svg+xml')) return text().includes('<svg') ? undefined : 'expected an SVG document';
  if (contentType.startsWith('image/png')) return bytes[0] === 0x89 && bytes[1] === 0x50 ? undefined : 'expected a PNG';
  if (contentType.startsWith('text/plain') || contentType.startsWith('text/event-stream')) return text().trim().length > 0 ? undefined : 'empty stream';
  if (route.produces?.includes('text/calendar')) {
    return contentType.startsWith('text/calendar') && text().startsWith('BEGIN:VCALENDAR\r\n') && text().includes('BEGIN:VEVENT') ? undefined : `expected an iCalendar with events, got ${contentType}`;
  }
  if (!contentType.startsWith('application/json')) return `unexpected media type ${contentType}`;
  let body: Json;
  try {
    body = JSON.parse(text()) as Json;
  } catch {
    return 'the JSON body does not parse';
  }
  if (!('data' in body)) return 'the JSON body has no "data"';
  return undefined;
}

/** Runs the smoke test; resolves with every result (`ok` false for a failed check). */
export async function runSmoke(opts: SmokeOptions): Promise<SmokeResult[]> {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const results: SmokeResult[] = [];
  const ids: Record<string, string> = {};
  let accountId: string | undefined;
  for (const route of smokeOrder()) {
    const example = EXAMPLES[route.name] ?? {};
    let path = route.path;
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(example.params ?? {})) {
      if (path.includes(`{${name}}`)) {
        // a calendar feed's path carries the token of the feed created on the way (`<token>.ics`)
        const made = route.auth === 'token' ? ids.calendarFeed : ids[segment(route.path)];
        // a webhook's delivery: the one its test event queued on the way
        const v = name === 'id' ? (made ?? String(value)) : name === 'deliveryId' ? (ids.webhookDelivery ?? String(value)) : String(value);
        path = path.replace(`{${name}}`, encodeURIComponent(v));
      } else query.set(name, String(value));
    }
    // a GET route's query parameters (the places search needs its `q`)
    for (const [name, value] of Object.entries(example.query ?? {})) query.set(name, String(value));
    let body = example.body;
    if (body && 'blueprintId' in body && ids.blueprints) body = { ...body, blueprintId: ids.blueprints };
    const refusedOnPurpose = route.name === 'account-delete' && !opts.deleteAccount;
    if (body && 'confirm' in body) body = { ...body, confirm: refusedOnPurpose ? 'acc_not_this_account' : (accountId ?? '') };
    const headers: Record<string, string> = { Authorization: `Bearer ${opts.key}` };
    if (body) headers['Content-Type'] = 'application/json';
    if (route.produces?.includes('application/pdf') || (route.binary && !route.produces)) headers.Accept = 'application/pdf';
    else if (route.produces?.includes('image/svg+xml')) headers.Accept = 'image/svg+xml';
    const url = `${base}${path}${query.size ? `?${query}` : ''}`;
    const request = `${route.method} ${path}${query.size ? `?${query}` : ''}`;
    const started = performance.now();
    let result: SmokeResult;
    try {
      const res = await fetch(url, {
        method: route.method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(opts.timeoutMs ?? (route.streaming ? 300_000 : 60_000)),
      });
      const bytes = new Uint8Array(await res.arrayBuffer());
      const contentType = res.headers.get('content-type') ?? '';
      const failure = check(route, res.status, contentType, bytes, refusedOnPurpose);
      result = {
        route: route.name,
        request,
        status: res.status,
        ok: failure === undefined,
        detail: failure ?? (refusedOnPurpose ? 'refused as expected (no --delete-account)' : `${contentType.split(';')[0]}, ${bytes.length} bytes`),
        ms: Math.round(performance.now() - started),
      };
      // the ids later calls need
      if (contentType.startsWith('application/json') && res.status < 300) {
        const data = ((JSON.parse(new TextDecoder().decode(bytes)) as Json).data ?? {}) as Json;
        if (route.name === 'account-get' && typeof data.accountId === 'string') accountId = data.accountId;
        if (route.name === 'webhooks-test' && typeof data.id === 'string') ids.webhookDelivery = data.id;
        if (route.name === 'calendars-create' && typeof data.id === 'string' && typeof data.url === 'string') {
          ids.calendars = data.id;
          ids.calendarFeed = data.url.split('/').pop()!;
        } else if (route.method === 'POST' && typeof data.blueprintId === 'string') ids.blueprints = data.blueprintId;
        else if (route.method === 'POST' && !route.path.includes('{')) {
          const id = typeof data.id === 'string' ? data.id : Object.entries(data).find(([k, v]) => k.endsWith('Id') && typeof v === 'string')?.[1];
          if (typeof id === 'string') ids[segment(route.path)] = id;
        }
      }
      const conversation = res.headers.get('x-conversation-id');
      if (conversation) ids.advisor = conversation;
    } catch (e) {
      result = { route: route.name, request, status: 0, ok: false, detail: e instanceof Error ? e.message : String(e), ms: Math.round(performance.now() - started) };
    }
    results.push(result);
    opts.onResult?.(result);
    // a saved transit reading for the transit reads (the example itself does not save)
    if (route.name === 'blueprints-generate' && result.ok) {
      const saved = await fetch(`${base}/transits`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${opts.key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...EXAMPLES['transits-create']?.body, saveToAccount: true }),
      });
      const id = ((await saved.json()) as { data?: { id?: unknown } }).data?.id;
      if (typeof id === 'string') ids.transits = id;
    }
  }
  return results;
}
