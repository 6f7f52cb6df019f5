/**
 * The console (GET /v1/console, no key needed to load it): a page of the API itself where a person
 * pastes an API key and sees the balance, usage, ledger, keys and saved things of its account,
 * through the same public routes as any client (docs/console.md). The page is static; its script
 * and style (web/console.ts bundled by esbuild with chart.js, shared/http/console-bundle.ts) are
 * served under /v1/docs/{file} like the docs page's renderer: locally by the local server, deployed
 * by the docs function from its asset. Nothing is loaded from elsewhere; the strict CSP says so.
 */

/** The console's files under /v1/docs/<name> (built from web/ by esbuild). */
export const CONSOLE_ASSETS = {
  'console.js': 'text/javascript; charset=utf-8',
  'console.css': 'text/css; charset=utf-8',
} as const;
export type ConsoleAsset = keyof typeof CONSOLE_ASSETS;
export const isConsoleAsset = (name: string): name is ConsoleAsset => Object.hasOwn(CONSOLE_ASSETS, name);

/**
 * Headers of the page: scripts, styles and requests only from this origin (no inline script or
 * style), images from this origin or the page's own blob: URLs (the wheels), no framing.
 */
export const CONSOLE_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
} as const;

/** A section of the dashboard: title, an actions slot, an error line and its body. */
const section = (id: string, title: string, body: string, extra = ''): string => `
<section class="card" id="${id}" aria-labelledby="${id}-title"${extra}>
  <div class="card-head"><h2 id="${id}-title">${title}</h2><div class="actions" id="${id}-actions"></div></div>
  <p class="error" id="${id}-error" role="alert" hidden></p>
  ${body}
</section>`;

/** The HTML page; `base` is the stage path, e.g. `/v1`. */
export const consolePage = (base: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Blueprint API console</title>
<link rel="icon" type="image/svg+xml" href="${base}/docs/favicon.svg">
<link rel="stylesheet" href="${base}/docs/console.css">
<script src="${base}/docs/console.js" defer></script>
</head>
<body data-base="${base}">
<header class="top">
  <div class="brand"><img src="${base}/docs/favicon.svg" alt="" width="28" height="28"><span class="name">Blueprint API</span><span class="sub">Console</span></div>
  <div class="session" id="session" hidden>
    <span class="who" id="who"></span>
    <button type="button" class="ghost" id="refresh">Refresh</button>
    <button type="button" class="ghost" id="forget">Forget key</button>
  </div>
</header>
<main>
  <noscript><p class="card">The console needs JavaScript. Every route is also described at <a href="${base}/docs">${base}/docs</a>.</p></noscript>
  <section class="card connect" id="connect" aria-labelledby="connect-title">
    <h1 id="connect-title">Open your account</h1>
    <p>Paste an API key. The console keeps it in this tab's memory only (not in storage or cookies):
    reloading or closing the tab forgets it. It calls the same routes as any client, with the key in <code>X-API-Key</code>.</p>
    <form id="connect-form" autocomplete="off">
      <label for="key-input">API key</label>
      <div class="row">
        <input id="key-input" name="key" type="password" placeholder="bp_live_…" spellcheck="false" autocomplete="off" required>
        <button type="submit" id="connect-button">Open</button>
      </div>
      <p class="error" id="connect-error" role="alert" hidden></p>
    </form>
    <p class="muted">Every route is described at <a href="${base}/docs">${base}/docs</a>.</p>
  </section>
  <div id="dashboard" hidden>
    <p class="note" id="member-note" hidden>This is a <strong>member</strong> key: it calls the API and sees the saved things of the account.
    Usage, the ledger and the keys need an owner or admin key.</p>
    <div class="overview">
      ${section('account', 'Balance', '<p class="big" id="balance" aria-live="polite"></p><dl class="facts" id="account-facts"></dl>')}
      ${section(
        'usage',
        'Usage, last 30 days',
        `<p class="muted" id="usage-range"></p>
        <div class="charts">
          <figure><figcaption>Credits by day (bars) and requests (line)</figcaption><div class="chart-box"><canvas id="usage-day-chart" role="img" aria-label="Credits by day"></canvas></div></figure>
          <figure><figcaption>Credits by route</figcaption><div class="chart-box"><canvas id="usage-route-chart" role="img" aria-label="Credits by route"></canvas></div></figure>
        </div>
        <details id="usage-numbers"><summary>The numbers</summary>
          <div class="tables"><div class="scroll"><table id="usage-day-table"></table></div><div class="scroll"><table id="usage-route-table"></table></div></div>
          <p class="muted small-print">Days without requests or credits are left out of the table (they are the zero bars).</p>
        </details>`,
        ' data-needs="manager"',
      )}
    </div>
    ${section('keys', 'API keys', `<form class="inline" id="key-form" autocomplete="off">
        <label>Name <input id="key-name" name="name" maxlength="64" placeholder="e.g. staging server"></label>
        <label>Role <select id="key-role" name="role"><option value="member">member</option><option value="admin">admin</option><option value="owner">owner</option></select></label>
        <button type="submit" id="key-create">Create key</button>
      </form>
      <div class="secret" id="key-secret" hidden>
        <p><strong>Copy this key now:</strong> it is shown once and cannot be read again.</p>
        <div class="row"><code id="key-secret-value"></code><button type="button" id="key-copy">Copy</button><button type="button" class="ghost" id="key-secret-done">Done</button></div>
      </div>
      <div class="scroll"><table id="keys-table"></table></div>`, ' data-needs="manager"')}
    ${section('ledger', 'Ledger', '<div class="scroll"><table id="ledger-table"></table></div><div class="pager" id="ledger-pager"></div>', ' data-needs="manager"')}
    ${section('requests', 'Requests', '<p class="muted small-print">The last 1,000 requests of the past 7 days, every key, errors too.</p><div class="scroll"><table id="requests-table"></table></div><div class="pager" id="requests-pager"></div>', ' data-needs="manager"')}
    ${section('blueprints', 'Saved blueprints', '<div class="tiles" id="blueprints-list"></div><div class="pager" id="blueprints-pager"></div>')}
    ${section('horoscopes', 'Saved horoscopes', '<div class="scroll"><table id="horoscopes-table"></table></div><div class="pager" id="horoscopes-pager"></div>')}
    ${section('relationships', 'Saved relationships', '<div class="scroll"><table id="relationships-table"></table></div><div class="pager" id="relationships-pager"></div>')}
    ${section('conversations', 'Advisor conversations', '<div class="scroll"><table id="conversations-table"></table></div><div class="pager" id="conversations-pager"></div>')}
  </div>
</main>
<footer class="foot muted">Blueprint API console · the key stays in this tab · <a href="${base}/docs">API reference</a></footer>
</body>
</html>
`;
