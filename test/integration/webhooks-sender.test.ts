/**
 * The webhook sender (shared/webhooks/sender.ts) against real receivers on loopback: the signed body
 * arrives and verifies with the documented rule; the connection goes to the address that was
 * checked (a resolver answering another address later cannot move it); refused addresses are never
 * connected to; redirects are not followed; a receiver that hangs times out; a huge answer is capped.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendWebhook } from '#shared/webhooks/sender';
import { signatureHeader, verifySignature } from '#shared/webhooks/signing';

const local = { allowLoopback: true };
const deployed = { allowLoopback: false };
const servers: Server[] = [];

interface Seen {
  body: string;
  headers: IncomingMessage['headers'];
  path: string | undefined;
}

async function receiver(handle: (req: IncomingMessage, res: ServerResponse, body: string) => void): Promise<{ port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ body, headers: req.headers, path: req.url });
      handle(req, res, body);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.address() as AddressInfo).port, seen };
}

afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }
});

const body = '{"id":"evt_1","type":"webhook.test","createdAt":"2026-11-26T00:00:00.000Z","data":{}}';

describe('webhook sender', () => {
  it('delivers the signed body; the receiver verifies it', async () => {
    const { port, seen } = await receiver((_q, res) => res.writeHead(204).end());
    const now = Date.now();
    const header = signatureHeader(['whsec_s'], now, body);
    const r = await sendWebhook(`http://127.0.0.1:${port}/hook`, body, { 'Blueprint-Signature': header }, { policy: local });
    expect(r).toMatchObject({ ok: true, statusCode: 204, address: '127.0.0.1' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toBe(body);
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(verifySignature(String(seen[0]?.headers['blueprint-signature']), seen[0]?.body ?? '', ['whsec_s'], now).ok).toBe(true);
  });

  it('connects to the checked address with the URL host name kept in the Host header', async () => {
    const { port, seen } = await receiver((_q, res) => res.writeHead(200).end('ok'));
    const answers = [['127.0.0.1'], ['10.0.0.7']];
    let calls = 0;
    const resolver = async (): Promise<string[]> => answers[Math.min(calls++, 1)] ?? [];
    const r = await sendWebhook(`http://localhost:${port}/x`, body, {}, { policy: local, resolver });
    expect(r).toMatchObject({ ok: true, statusCode: 200, address: '127.0.0.1' });
    expect(calls).toBe(1);
    expect(seen[0]?.headers.host).toBe(`localhost:${port}`);
    // the next look-up now answers a private address: refused before any connection
    const again = await sendWebhook(`http://localhost:${port}/x`, body, {}, { policy: local, resolver });
    expect(again).toMatchObject({ ok: false, error: 'refused: address not public (10.0.0.7)' });
    expect(seen).toHaveLength(1);
  });

  it('refuses private and loopback targets in deployed mode, at delivery time', async () => {
    const { port, seen } = await receiver((_q, res) => res.writeHead(200).end());
    const toPrivate = async (): Promise<string[]> => ['93.184.215.14', '127.0.0.1'];
    const metadata = async (): Promise<string[]> => ['169.254.169.254'];
    expect(await sendWebhook(`http://127.0.0.1:${port}/`, body, {}, { policy: deployed })).toMatchObject({ ok: false, error: 'refused: only https URLs are accepted' });
    expect(await sendWebhook('https://hooks.example.test/', body, {}, { policy: deployed, resolver: toPrivate })).toMatchObject({
      ok: false,
      error: 'refused: address not public (127.0.0.1)',
    });
    expect(await sendWebhook('https://hooks.example.test/', body, {}, { policy: deployed, resolver: metadata })).toMatchObject({
      ok: false,
      error: 'refused: address not public (169.254.169.254)',
    });
    // a name resolving to an IPv6 form that embeds a private or loopback address (issue 43 item 8), and the literals
    for (const address of ['::7f00:1', '::ffff:0:7f00:1', '2001::1', '2002:a00:1::1', '64:ff9b::a9fe:a9fe']) {
      expect(await sendWebhook('https://hooks.example.test/', body, {}, { policy: deployed, resolver: async () => [address] })).toMatchObject({ ok: false, error: `refused: address not public (${address})` });
      expect(await sendWebhook(`https://[${address}]/`, body, {}, { policy: deployed })).toMatchObject({ ok: false, error: 'refused: address not public' });
    }
    expect(seen).toHaveLength(0);
  });

  it('does not follow redirects', async () => {
    const target = await receiver((_q, res) => res.writeHead(200).end());
    const { port } = await receiver((_q, res) => res.writeHead(302, { location: `http://127.0.0.1:${target.port}/` }).end());
    const r = await sendWebhook(`http://127.0.0.1:${port}/`, body, {}, { policy: local });
    expect(r).toMatchObject({ ok: false, statusCode: 302, error: 'redirect not followed (HTTP 302)' });
    expect(target.seen).toHaveLength(0);
  });

  it('gives up on a receiver that never answers', async () => {
    const { port } = await receiver(() => undefined);
    // the receiver hangs forever; the 800 ms deadline is the only way this call ends
    const r = await sendWebhook(`http://127.0.0.1:${port}/`, body, {}, { policy: local, timeoutMs: 800 });
    expect(r).toMatchObject({ ok: false, error: 'timeout' });
  });

  it('reads at most the cap of a huge answer, and reports server errors as failures', async () => {
    const big = await receiver((_q, res) => {
      res.writeHead(200);
      res.end(Buffer.alloc(2 * 1024 * 1024, 97));
    });
    const r = await sendWebhook(`http://127.0.0.1:${big.port}/`, body, {}, { policy: local, maxResponseBytes: 64 * 1024 });
    expect(r.ok).toBe(true);
    expect(r.bytesRead).toBe(64 * 1024);
    const down = await receiver((_q, res) => res.writeHead(503).end('busy'));
    expect(await sendWebhook(`http://127.0.0.1:${down.port}/`, body, {}, { policy: local })).toMatchObject({ ok: false, statusCode: 503, error: 'HTTP 503' });
  });

  it('reports a refused connection', async () => {
    const { port } = await receiver(() => undefined);
    for (const s of servers.splice(0)) await new Promise<void>((r) => s.close(() => r()));
    const r = await sendWebhook(`http://127.0.0.1:${port}/`, body, {}, { policy: local });
    expect(r).toMatchObject({ ok: false, error: 'connection: ECONNREFUSED' });
  });
});
