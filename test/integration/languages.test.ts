/**
 * The language of text routes over the local stack (docs/languages.md): Accept-Language decides
 * when the request names none, the named `language` beats the header, an unsupported one is 400
 * `Invalid language` with nothing charged, and every answer says its Content-Language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, ledgerOf, LONDON_1990, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;

beforeAll(async () => {
  stack = await startTestStack();
  acct = await newAccount(stack, 1_000);
});
afterAll(async () => {
  await stack?.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => call(stack, 'POST', path, { key: acct.apiKey, body, headers });
const get = (path: string, headers: Record<string, string> = {}) => call(stack, 'GET', path, { key: acct.apiKey, headers });

describe('Accept-Language', () => {
  it('pt-BR,pt;q=0.9,en;q=0.5 answers pt', async () => {
    const r = await post('/calculators/life-path', { birthDate: '1990-07-15' }, { 'Accept-Language': 'pt-BR,pt;q=0.9,en;q=0.5' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-language')).toBe('pt');
    expect(r.headers.get('vary')).toContain('Accept-Language');
  });

  it('q=0 excludes a language: fr;q=0, de;q=0.3 answers de', async () => {
    const r = await post('/calculators/big-3', LONDON_1990, { 'Accept-Language': 'fr;q=0, de;q=0.3' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-language')).toBe('de');
  });

  it('no header and no field: en; only unknown languages: en', async () => {
    expect((await post('/calculators/life-path', { birthDate: '1990-07-15' })).headers.get('content-language')).toBe('en');
    expect((await post('/calculators/life-path', { birthDate: '1990-07-15' }, { 'Accept-Language': 'ja, ko;q=0.4' })).headers.get('content-language')).toBe('en');
  });

  it('a GET route: the language query parameter, else the header', async () => {
    const q = await get('/horoscope/aries?language=hi', { 'Accept-Language': 'fr' });
    expect(q.status).toBe(200);
    expect(q.headers.get('content-language')).toBe('hi');
    const h = await get('/horoscope/aries', { 'Accept-Language': 'it-IT' });
    expect(h.headers.get('content-language')).toBe('it');
  });

  it('routes that write no text carry no Content-Language', async () => {
    const r = await get('/account', { 'Accept-Language': 'fr' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-language')).toBeNull();
  });
});

describe('the language field', () => {
  it('the body beats the header', async () => {
    const r = await post('/calculators/life-path', { birthDate: '1990-07-15', language: 'es' }, { 'Accept-Language': 'de' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-language')).toBe('es');
  });

  it('"xx" is 400 Invalid language with nothing charged, on a fixed and a dynamic price', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const ledger = (await ledgerOf(stack, acct.accountId)).length;
    const fixed = await post('/calculators/natal-chart', { ...LONDON_1990, language: 'xx' }, { 'Accept-Language': 'fr' });
    expect(fixed.status).toBe(400);
    expect(fixed.body).toMatchObject({ success: false, error: 'Invalid language', code: 'invalid_language' });
    // the message follows the header (the field's language is the wrong one)
    expect(fixed.headers.get('content-language')).toBe('fr');
    expect(fixed.body.message).toBe('Cette langue n’est pas prise en charge : choisissez en, fr, es, de, pt, it ou hi.');
    expect(String((await post('/calculators/natal-chart', { ...LONDON_1990, language: 'xx' })).body.message)).toBe('language must be one of en, fr, es, de, pt, it, hi (got "xx")');
    const dynamic = await post('/generate-blueprint', { ...LONDON_1990, fullName: 'Ada Test', language: 'xx' });
    expect(dynamic.status).toBe(400);
    expect(dynamic.body.error).toBe('Invalid language');
    const query = await get('/horoscope/leo?language=klingon');
    expect(query.status).toBe(400);
    expect(query.body.error).toBe('Invalid language');
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
    expect((await ledgerOf(stack, acct.accountId)).length).toBe(ledger);
  });

  it('errors of a text route are written in the request language; error and code stay', async () => {
    const badDate = await post('/calculators/natal-chart', { ...LONDON_1990, birthDate: '1990-02-30', language: 'de' });
    expect(badDate.status).toBe(400);
    expect(badDate.headers.get('content-language')).toBe('de');
    expect(badDate.body).toMatchObject({ error: 'Invalid birth date', code: 'invalid_birth_date', message: 'Das Geburtsdatum muss ein echtes Datum im Format JJJJ-MM-TT sein.' });
    // an unsupported language: the header decides the message's language
    const xx = await post('/calculators/life-path', { birthDate: '1990-07-15', language: 'xx' }, { 'Accept-Language': 'hi-IN' });
    expect(xx.headers.get('content-language')).toBe('hi');
    expect(xx.body.message).toBe('यह भाषा समर्थित नहीं है: en, fr, es, de, pt, it या hi चुनिए।');
    // before the key check: the header's language
    const noKey = await call(stack, 'POST', '/calculators/life-path', { body: { birthDate: '1990-07-15' }, headers: { 'Accept-Language': 'pt-BR' } });
    expect(noKey.status).toBe(401);
    expect(noKey.body).toMatchObject({ error: 'Missing API key', message: 'Falta a chave de API: envie-a no cabeçalho Authorization (Bearer) ou X-API-Key.' });
    // English keeps each error's own detailed message
    const en = await post('/calculators/natal-chart', { ...LONDON_1990, birthDate: '1990-02-30' });
    expect(en.headers.get('content-language')).toBe('en');
    expect(String(en.body.message)).toMatch(/1990-02-30|date/i);
  });

  it('a supported language changes no price', async () => {
    const en = await post('/calculators/natal-chart', { ...LONDON_1990, language: 'en' });
    const hi = await post('/calculators/natal-chart', { ...LONDON_1990, language: 'hi' });
    expect(hi.status).toBe(200);
    expect(hi.headers.get('content-language')).toBe('hi');
    expect((hi.body.meta as { creditsUsed: number }).creditsUsed).toBe((en.body.meta as { creditsUsed: number }).creditsUsed);
  });

  it('the advisor: agent.language beats the header; without it the header picks among its languages', async () => {
    const named = await post('/advisor/chat', { messages: [{ role: 'user', content: 'Hello' }], agent: { language: 'fr' } }, { 'Accept-Language': 'de' });
    expect(named.status).toBe(200);
    expect(named.headers.get('content-language')).toBe('fr');
    const header = await post('/advisor/chat', { messages: [{ role: 'user', content: 'Hello' }] }, { 'Accept-Language': 'de-CH, en;q=0.5' });
    expect(header.status).toBe(200);
    expect(header.headers.get('content-language')).toBe('de');
    // Hindi too (issue 35): the header's Hindi, answered by the offline advisor in Hindi
    const hindi = await post('/advisor/chat', { messages: [{ role: 'user', content: 'अगले हफ़्ते मेरे लिए क्या है?' }] }, { 'Accept-Language': 'hi-IN, en;q=0.5' });
    expect(hindi.status).toBe(200);
    expect(hindi.headers.get('content-language')).toBe('hi');
    // no blueprint saved: the sky of the day, in Hindi
    expect(hindi.text).toContain('ऑफ़लाइन मोड में');
    expect(hindi.text).toMatch(/को सूर्य \S+ में और चंद्रमा \S+ में है।/);
  });
});

describe('meta.writer', () => {
  it('names the offline writer on answers whose texts it wrote (local stack: no model key)', async () => {
    const offline = { name: 'offline' };
    expect((await post('/calculators/life-path', { birthDate: '1990-07-15' })).body.meta).toMatchObject({ writer: offline });
    expect((await get('/horoscope/virgo')).body.meta).toMatchObject({ writer: offline });
    expect((await get('/transits/today')).body.meta).toMatchObject({ writer: offline });
    const transit = await post('/transits', { ...LONDON_1990, period: 'day', includeAI: true, saveToAccount: false });
    expect(transit.status).toBe(200);
    expect(typeof (transit.body.data as { aiInterpretation: unknown }).aiInterpretation).toBe('string');
    expect(transit.body.meta).toMatchObject({ writer: offline });
  });

  it('is absent where no text is written (the account)', async () => {
    expect((await get('/account')).body.meta).not.toHaveProperty('writer');
  });
});

describe('the transit report in the request language', () => {
  it('writes its descriptions, lunar phase, dominant energy and key influences in German; the facts and identifiers stay', async () => {
    const body = { ...LONDON_1990, period: 'week', date: '2026-11-23', saveToAccount: false };
    type Report = { majorTransits: { transitingPlanet: string; aspect: string; exactAt: string[]; description: string }[]; lunarPhase: { phase: string; description: string }; dominantEnergy: string; keyInfluences: string[] };
    const en = ((await post('/transits', body)).body.data as { transits: Report }).transits;
    const r = await post('/transits', { ...body, language: 'de' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-language')).toBe('de');
    const de = (r.body.data as { transits: Report }).transits;
    expect(de.majorTransits.map((t) => [t.transitingPlanet, t.aspect, t.exactAt])).toEqual(en.majorTransits.map((t) => [t.transitingPlanet, t.aspect, t.exactAt]));
    expect(de.majorTransits.length).toBeGreaterThan(0);
    for (const t of de.majorTransits) expect(t.description).toMatch(/(?:Transit-\S+|Der \S+ Transit-Mondknoten) steht (?:im|in) \S+ (?:zu|mit) dein/);
    expect(de.lunarPhase.phase).toBe(en.lunarPhase.phase);
    expect(de.lunarPhase.description).toContain('Zu Beginn des Zeitraums ist der Mond zu');
    expect(de.dominantEnergy).toMatch(/^(?:Kardinal|Fix|Veränderlich)(?:es|e) (?:Feuer|Erde|Luft|Wasser): .+ mit Betonung auf/);
    expect(de.keyInfluences.join(' ')).not.toMatch(/\b(?:the|with|natal|stations)\b/);
    expect(de.keyInfluences.length).toBe(en.keyInfluences.length);
  });
});

describe('display fields beside their identifiers', () => {
  it('a blueprint in German names its profile and channels in German; the identifiers stay', async () => {
    const body = { ...LONDON_1990, fullName: 'Ada Test', modules: { astrology: false, humanDesign: true, numerology: false }, saveToAccount: false };
    const en = (await post('/generate-blueprint', body)).body.data as { humanDesign: { type: string; profile: string; profileName: string; channels: { gates: number[]; name: string }[] } };
    const r = await post('/generate-blueprint', { ...body, language: 'de' });
    expect(r.headers.get('content-language')).toBe('de');
    const de = (r.body.data as typeof en).humanDesign;
    expect(de.type).toBe(en.humanDesign.type);
    expect(de.profile).toBe(en.humanDesign.profile);
    const lines = ['', 'Forscher', 'Eremit', 'Märtyrer', 'Opportunist', 'Häretiker', 'Rollenvorbild'];
    expect(de.profileName).toBe(`${lines[Number(de.profile[0])]} / ${lines[Number(de.profile[2])]}`);
    expect(de.profileName).not.toBe(en.humanDesign.profileName);
    expect(de.channels.length).toBeGreaterThan(0);
    expect(de.channels.map((c) => c.gates)).toEqual(en.humanDesign.channels.map((c) => c.gates));
    const labels = ((await get('/labels?language=de')).body.data as { labels: Record<string, Record<string, string>> }).labels;
    for (const c of de.channels) expect(c.name).toBe(labels.hdChannels![[...c.gates].sort((a, b) => a - b).join('-')]);
  });
});

