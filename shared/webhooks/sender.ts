/**
 * The HTTP adapter of webhook delivery: one signed POST to one endpoint URL, made safe.
 *
 * - The host name is resolved here and every address is checked against the address policy; the
 *   connection then goes to the checked address (a `lookup` that answers it), while the Host header
 *   and TLS SNI/certificate check keep the URL's name. A DNS answer that changes between the check
 *   and the connect (rebinding) cannot steer the request elsewhere.
 * - Redirects are never followed (a 3xx is a failed attempt).
 * - The whole attempt has a deadline (5 s by default); at most `maxResponseBytes` of the answer are
 *   read, then the socket is dropped.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import { type AddressPolicy, bareHost, checkResolvedAddresses, checkWebhookUrl } from './address-policy';

export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024;

export type Resolver = (host: string) => Promise<string[]>;

/** The system resolver: every address of the name, both families. */
export const systemResolver: Resolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

export interface SendOptions {
  policy: AddressPolicy;
  resolver?: Resolver;
  timeoutMs?: number;
  maxResponseBytes?: number;
}

export interface SendResult {
  ok: boolean;
  /** HTTP status of the answer, when one came. */
  statusCode?: number;
  latencyMs: number;
  /** Why the attempt failed (absent on success). */
  error?: string;
  /** Bytes of the answer read (never more than the cap). */
  bytesRead: number;
  /** The address connected to. */
  address?: string;
}

export async function sendWebhook(
  rawUrl: string,
  rawBody: string,
  headers: Record<string, string>,
  options: SendOptions,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = (): number => Math.round(performance.now() - started);
  const fail = (error: string, extra: Partial<SendResult> = {}): SendResult => ({ ok: false, latencyMs: elapsed(), error, bytesRead: 0, ...extra });

  const checked = checkWebhookUrl(rawUrl, options.policy);
  if (!checked.ok) return fail(`refused: ${checked.reason}`);
  const host = bareHost(checked.url);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (options.resolver ?? systemResolver)(host);
    } catch (e) {
      return fail(`dns: ${(e as { code?: string }).code ?? 'lookup failed'}`);
    }
  }
  const refused = checkResolvedAddresses(addresses, options.policy);
  if (refused) return fail(`refused: ${refused}`);
  const address = addresses[0] as string;
  const family = isIP(address);
  const pinned: LookupFunction = (_hostname, opts, callback) => {
    if ((opts as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const cap = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const requestFn = checked.url.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (r: SendResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(r);
    };
    const req = requestFn(
      checked.url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(rawBody)), 'user-agent': 'Blueprint-Webhooks/1', ...headers },
      },
      (res: IncomingMessage) => {
        const statusCode = res.statusCode ?? 0;
        let bytesRead = 0;
        const done = (): void => {
          const ok = statusCode >= 200 && statusCode < 300;
          finish({
            ok,
            statusCode,
            latencyMs: elapsed(),
            bytesRead,
            address,
            ...(ok ? {} : { error: statusCode >= 300 && statusCode < 400 ? `redirect not followed (HTTP ${statusCode})` : `HTTP ${statusCode}` }),
          });
        };
        res.on('data', (chunk: Buffer) => {
          bytesRead = Math.min(cap, bytesRead + chunk.length);
          if (bytesRead >= cap) done();
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => finish(fail('timeout', { address })), timeoutMs);
    req.on('error', (e: NodeJS.ErrnoException) => finish(fail(`connection: ${e.code ?? e.message}`, { address })));
    req.end(rawBody);
  });
}
