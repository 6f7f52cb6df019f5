/**
 * The API reference page (GET /v1/docs, no key needed): Swagger UI from the swagger-ui-dist
 * package, served by the API itself (locally by the local server, deployed by the docs function
 * with the two files in its asset): nothing is loaded from a CDN. The page reads
 * /v1/openapi.json, whose server URL is the one the request came in on.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { codeOf, ERROR_CATALOGUE } from './error-codes';

/** The renderer's files the page needs, by the name it is served under (/v1/docs/<name>). */
export const DOCS_ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon.svg': 'image/svg+xml',
} as const;
export type DocsAsset = keyof typeof DOCS_ASSETS;

/**
 * The page's icon (a chart wheel), kept here as text: an SVG needs no binary media type at API
 * Gateway and no file in the function's asset. Served at /v1/docs/favicon.svg.
 */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<circle cx="16" cy="16" r="15.5" fill="#1b2340"/>
<circle cx="16" cy="16" r="11.5" fill="none" stroke="#f2c14e" stroke-width="1.6"/>
<path d="M16 4.5v23M4.5 16h23M7.9 7.9l16.2 16.2M24.1 7.9 7.9 24.1" stroke="#f2c14e" stroke-width="0.9"/>
<circle cx="16" cy="16" r="4.2" fill="#f2c14e"/>
</svg>
`;

/** Files that are not the renderer's: in the code, not read from the renderer's directory. */
const INLINE_ASSETS: Partial<Record<DocsAsset, string>> = { 'favicon.svg': FAVICON_SVG };

/** Where the files are: DOCS_DIR (the deployed asset) or the installed package. */
export const docsDir = (): string => process.env.DOCS_DIR || dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const cache = new Map<string, string>();
export const docsAsset = (name: string): { body: string; contentType: string } | undefined => {
  if (!(name in DOCS_ASSETS)) return undefined;
  let body = INLINE_ASSETS[name as DocsAsset] ?? cache.get(name);
  if (body === undefined) {
    body = readFileSync(join(docsDir(), name), 'utf8');
    cache.set(name, body);
  }
  return { body, contentType: DOCS_ASSETS[name as DocsAsset] };
};

const escapeHtml = (t: string): string => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const inlineCode = (t: string): string => escapeHtml(t).replace(/`([^`]+)`/g, '<code>$1</code>');

/** The error codes (shared/http/error-codes.ts), each under its anchor `#error-<code>`: the target of every error body's `docUrl`. */
export const errorCodesSection = (): string => `<section id="error-codes" class="error-codes">
<h2>Error codes</h2>
<p>Every error answer is <code>{"success": false, "error", "message", "code", "requestId", "docUrl"}</code> (plus details such as <code>required</code>, <code>available</code>, <code>issues</code>, <code>fields</code>). <code>error</code> is the specification's string; <code>code</code> is that string in snake_case, stable, and is what a program should test. Nothing is charged for an error.</p>
<table>
<thead><tr><th>code</th><th>status</th><th>error</th><th>when</th></tr></thead>
<tbody>
${ERROR_CATALOGUE.map((d) => {
  const code = codeOf(d.error);
  return `<tr id="error-${code}"><td><a href="#error-${code}"><code>${code}</code></a></td><td>${d.status.join(', ')}</td><td>${escapeHtml(d.error)}</td><td>${inlineCode(d.when)}</td></tr>`;
}).join('\n')}
</tbody>
</table>
</section>`;

/** The HTML page; `base` is the stage path, e.g. `/v1`. */
export const docsPage = (base: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Blueprint API reference</title>
<link rel="icon" type="image/svg+xml" href="${base}/docs/favicon.svg">
<link rel="stylesheet" href="${base}/docs/swagger-ui.css">
<style>
.error-codes { max-width: 1460px; margin: 0 auto 48px; padding: 0 20px; font-family: sans-serif; color: #3b4151; }
.error-codes table { border-collapse: collapse; width: 100%; font-size: 14px; }
.error-codes th, .error-codes td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #e4e6eb; vertical-align: top; }
.error-codes tr:target { background: #fff6d6; }
</style>
</head>
<body>
<div id="docs"></div>
${errorCodesSection()}
<script src="${base}/docs/swagger-ui-bundle.js"></script>
<script>
// text with no language (the chat's text/plain answer) is shown as plain text, not as highlighted code
const plainText = (system) => ({
  wrapComponents: {
    SyntaxHighlighter: (Original) => (props) =>
      props.language ? system.React.createElement(Original, props) : system.React.createElement(system.getComponent('PlainTextViewer'), { className: props.className }, props.children),
  },
});
// an error's docUrl (#error-<code>): read before the reference's deep linking rewrites the hash, and
// scrolled to once the reference above it has rendered
const errorAnchor = location.hash.startsWith('#error-') ? location.hash.slice(1) : undefined;
const toErrorAnchor = () =>
  setTimeout(() => {
    const target = errorAnchor && document.getElementById(errorAnchor);
    if (!target) return;
    history.replaceState(null, '', '#' + errorAnchor);
    target.scrollIntoView();
  }, 200);
window.ui = SwaggerUIBundle({ url: '${base}/openapi.json', dom_id: '#docs', deepLinking: true, persistAuthorization: false, plugins: [plainText], onComplete: toErrorAnchor });
</script>
</body>
</html>
`;

/** Headers of the page: no inline script from elsewhere, no framing. */
export const DOCS_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
} as const;
