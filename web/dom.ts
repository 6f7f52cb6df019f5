/** The console's DOM helpers: data goes into the page as text (textContent), never as HTML. */

export const $ = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const node = document.getElementById(id);
  if (!node) throw new Error(`#${id} missing`);
  return node as T;
};

export type Child = Node | string | number | null | undefined | false;
export const el = <K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string | boolean> = {}, ...children: Child[]): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false) continue;
    if (k === 'class') node.className = String(v);
    else node.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) node.append(typeof c === 'number' ? String(c) : c);
  return node;
};

export const button = (label: string, onClick: (b: HTMLButtonElement) => void | Promise<void>, attrs: Record<string, string | boolean> = {}): HTMLButtonElement => {
  const b = el('button', { type: 'button', ...attrs }, label);
  b.addEventListener('click', () => {
    void (async () => {
      b.disabled = true;
      try {
        await onClick(b);
      } finally {
        b.disabled = false;
      }
    })();
  });
  return b;
};

export const when = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

export const table = (node: HTMLTableElement, head: string[], rows: Node[], empty: string): void => {
  node.replaceChildren(
    el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, ...(rows.length ? rows : [el('tr', { class: 'empty' }, el('td', { colspan: String(head.length) }, empty))])),
  );
};

export const pager = (node: HTMLElement, page: number, hasMore: boolean, go: (page: number) => void, total?: number): void => {
  node.replaceChildren(
    ...(page > 1 || hasMore
      ? [
          button('← Newer', () => go(page - 1), { disabled: page <= 1 }),
          el('span', { class: 'muted' }, `page ${page}${total !== undefined ? ` · ${total} in all` : ''}`),
          button('Older →', () => go(page + 1), { disabled: !hasMore }),
        ]
      : total !== undefined
        ? [el('span', { class: 'muted' }, `${total} in all`)]
        : []),
  );
};
