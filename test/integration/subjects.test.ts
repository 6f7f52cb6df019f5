/**
 * End users of an app (issue 34, docs/subjects.md) on the local stack: the advisor answers from
 * the chart it is pointed at (blueprintId or subject), over REST and MCP, and its conversations
 * remember whom they are about. The offline advisor (no Anthropic key) names the Sun sign of the
 * chart it was given, so the sign in the answer shows whose chart grounded it.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisorServices, setAdvisorServices } from '#shared/advisor/services';
import { loadConfig } from '#shared/config';
import type { LocalStack } from '#shared/http/local-stack';
import { MCP_PATH } from '#shared/mcp/server';
import { balanceOf, call, LONDON_1990, newAccount, startTestStack, type Reply, type TestAccount } from '#test/support/stack';

process.env.AI_LOG = 'off';

let stack: LocalStack;
beforeAll(async () => {
  delete process.env.ANTHROPIC_API_KEY;
  delete process.env.ANTHROPIC_BASE_URL;
  setAdvisorServices();
  stack = await startTestStack({ config: { advisor: { ...loadConfig().advisor, freeMessages: 0, offlineChunkMs: 0 } } });
});
afterAll(async () => {
  await stack?.close();
});

/** Sun in Cancer (London, 1990-07-15). */
const ADA = { fullName: 'Ada Test', ...LONDON_1990 };
/** Sun in Libra (Liverpool, 1940-10-09). */
const JOHN = { fullName: 'John Test', birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
const ALL = { astrology: true, humanDesign: true, numerology: true };

const saveBlueprint = async (a: TestAccount, person: Record<string, unknown>, subject?: string): Promise<string> => {
  const r = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { ...person, modules: ALL, ...(subject !== undefined ? { subject } : {}) } });
  expect(r.status).toBe(200);
  return (r.body.data as { blueprintId: string }).blueprintId;
};
const ask = (a: TestAccount, extra: Record<string, unknown> = {}, content = 'Tell me about me'): Promise<Reply> =>
  call(stack, 'POST', '/advisor/chat', { key: a.apiKey, body: { messages: [{ role: 'user', content }], ...extra } });
/** The Sun sign the offline advisor names. */
const sunOf = (r: Reply): string | undefined => /Your Sun is in (\w+)/.exec(r.text)?.[1];

describe('the advisor answers from the chart it is pointed at', () => {
  let a: TestAccount;
  let ada: string;
  let john: string;
  beforeAll(async () => {
    a = await newAccount(stack, 1000);
    ada = await saveBlueprint(a, ADA, 'user-ada');
    // the newest blueprint of the account: the default grounding
    john = await saveBlueprint(a, JOHN, 'user-john');
  });

  it('by subject, by blueprintId, and without either from the account’s newest (today’s behaviour)', async () => {
    const bySubjectAda = await ask(a, { subject: 'user-ada' });
    expect(bySubjectAda.status).toBe(200);
    expect(bySubjectAda.headers.get('x-advisor-mode')).toBe('personal');
    expect(sunOf(bySubjectAda)).toBe('Cancer');
    expect(sunOf(await ask(a, { subject: 'user-john' }))).toBe('Libra');
    expect(sunOf(await ask(a, { blueprintId: ada }))).toBe('Cancer');
    expect(sunOf(await ask(a, { blueprintId: john }))).toBe('Libra');
    expect(sunOf(await ask(a, { blueprintId: ada, subject: 'user-ada' }))).toBe('Cancer');
    // neither: the newest completed blueprint of the account (John's)
    expect(sunOf(await ask(a))).toBe('Libra');
    // a subject without a blueprint: general mode, the conversation still saved with the subject
    const none = await ask(a, { subject: 'user-nobody' });
    expect(none.status).toBe(200);
    expect(none.headers.get('x-advisor-mode')).toBe('general');
  });

  it('a conversation remembers its blueprint and subject; continued without them, it keeps them', async () => {
    const first = await ask(a, { subject: 'user-ada' });
    const conversationId = first.headers.get('x-conversation-id')!;
    const shown = await call(stack, 'GET', `/advisor/conversations/${conversationId}`, { key: a.apiKey });
    expect(shown.body.data).toMatchObject({ conversationId, blueprintId: ada, subject: 'user-ada' });
    const listed = await call(stack, 'GET', '/advisor/conversations?limit=100', { key: a.apiKey });
    expect((listed.body.data as { conversations: Record<string, unknown>[] }).conversations.find((c) => c.conversationId === conversationId)).toMatchObject({ blueprintId: ada, subject: 'user-ada' });

    const next = await call(stack, 'POST', '/advisor/chat', {
      key: a.apiKey,
      body: { conversationId, messages: [{ role: 'user', content: 'Tell me about me' }, { role: 'assistant', content: first.text }, { role: 'user', content: 'And again?' }] },
    });
    expect(next.status).toBe(200);
    expect(sunOf(next)).toBe('Cancer');

    // by blueprintId: the conversation takes the subject the blueprint was saved with
    const byId = await ask(a, { blueprintId: john });
    const byIdConv = await call(stack, 'GET', `/advisor/conversations/${byId.headers.get('x-conversation-id')}`, { key: a.apiKey });
    expect(byIdConv.body.data).toMatchObject({ blueprintId: john, subject: 'user-john' });

    // another person in a continued conversation is refused: 400, nothing charged
    const before = await balanceOf(stack, a.accountId);
    const other = await ask(a, { conversationId, subject: 'user-john' });
    expect(other.status).toBe(400);
    expect(other.body.error).toBe('Invalid request');
    const otherId = await ask(a, { conversationId, blueprintId: john });
    expect(otherId.status).toBe(400);
    expect(await balanceOf(stack, a.accountId)).toBe(before);
    // a default conversation stores no target
    const plain = await ask(a);
    const plainConv = await call(stack, 'GET', `/advisor/conversations/${plain.headers.get('x-conversation-id')}`, { key: a.apiKey });
    expect(plainConv.body.data).not.toHaveProperty('blueprintId');
    expect(plainConv.body.data).not.toHaveProperty('subject');
  });

  it('the conversations list filters by subject', async () => {
    const b = await newAccount(stack, 500);
    await saveBlueprint(b, ADA, 'u1');
    await ask(b, { subject: 'u1' });
    await ask(b, { subject: 'u1' });
    await ask(b, { subject: 'u2' });
    await ask(b);
    const list = async (q: string) => (await call(stack, 'GET', `/advisor/conversations${q}`, { key: b.apiKey })).body.data as { conversations: { subject?: string }[]; pagination: { total: number } };
    expect((await list('')).pagination.total).toBe(4);
    const u1 = await list('?subject=u1');
    expect(u1.pagination.total).toBe(2);
    expect(u1.conversations.map((c) => c.subject)).toEqual(['u1', 'u1']);
    expect((await list('?subject=u2')).conversations.map((c) => c.subject)).toEqual(['u2']);
    expect((await list('?subject=U1')).pagination.total).toBe(0);
  });

  it('another account’s blueprint, an unknown id or a blueprint of another subject is 404 with nothing charged', async () => {
    const other = await newAccount(stack, 500);
    const before = await balanceOf(stack, other.accountId);
    const foreign = await ask(other, { blueprintId: ada });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Blueprint not found');
    expect((await ask(other, { blueprintId: 'bp_unknown' })).status).toBe(404);
    expect(await balanceOf(stack, other.accountId)).toBe(before);
    const mismatch = await ask(a, { blueprintId: ada, subject: 'user-john' });
    expect(mismatch.status).toBe(404);
    expect(mismatch.body.error).toBe('Blueprint not found');
    // no conversation was saved for the refused requests
    expect(((await call(stack, 'GET', '/advisor/conversations', { key: other.apiKey })).body.data as { conversations: unknown[] }).conversations).toEqual([]);
  });

  it('a subject that is not 1 to 128 printable characters is 400', async () => {
    for (const subject of ['', ' ', 'x'.repeat(129), 'a\nb', 'a\u0000b', 42]) {
      const r = await ask(a, { subject });
      expect(r.status, JSON.stringify(subject)).toBe(400);
      expect(r.body.error).toBe('Invalid request');
    }
    expect((await ask(a, { subject: 'x'.repeat(128) })).status).toBe(200);
  });

  it('the MCP tool ask_advisor takes subject and blueprintId too', async () => {
    const client = new Client({ name: 'subjects-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.api.url}${MCP_PATH}`), { requestInit: { headers: { Authorization: `Bearer ${a.apiKey}` } } }));
    const tool = (await client.listTools()).tools.find((t) => t.name === 'ask_advisor')!;
    expect(Object.keys(tool.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['blueprintId', 'subject']));
    const textOf = (r: Awaited<ReturnType<Client['callTool']>>): string => (r.content as { text?: string }[]).map((c) => c.text ?? '').join('\n');
    const sun = (r: Awaited<ReturnType<Client['callTool']>>): string | undefined => /Your Sun is in (\w+)/.exec(textOf(r))?.[1];
    const messages = [{ role: 'user', content: 'Tell me about me' }];
    expect(sun(await client.callTool({ name: 'ask_advisor', arguments: { messages, subject: 'user-ada' } }))).toBe('Cancer');
    expect(sun(await client.callTool({ name: 'ask_advisor', arguments: { messages, subject: 'user-john' } }))).toBe('Libra');
    expect(sun(await client.callTool({ name: 'ask_advisor', arguments: { messages, blueprintId: ada } }))).toBe('Cancer');
    const foreign = await client.callTool({ name: 'ask_advisor', arguments: { messages, blueprintId: 'bp_unknown' } });
    expect(foreign.isError).toBe(true);
    expect(textOf(foreign)).toMatch(/Blueprint not found/);
    await client.close();
  });

  it('the relationship tool of a subject’s answer sees only that subject’s people', async () => {
    const facts = await (await import('#shared/advisor/chat')).groundingFacts(advisorServices(stack.deps).blueprints, a.accountId, { subject: 'user-ada' });
    expect(facts?.people?.map((p) => p.blueprintId)).toEqual([ada]);
    const all = await (await import('#shared/advisor/chat')).groundingFacts(advisorServices(stack.deps).blueprints, a.accountId, {});
    expect(all?.people?.map((p) => p.blueprintId).sort()).toEqual([ada, john].sort());
  });
});
