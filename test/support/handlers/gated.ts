import { z } from 'zod';
import { defineRoute } from '#shared/http/route-handler';
import { GATED_HEAVY_ROUTE } from '#test/support/test-routes';

/** The gate the test holds: `entered` counts handlers that reached it, `open()` lets them all answer. */
export interface Gate {
  entered: number;
  opened: Promise<void>;
  open: () => void;
}

export const gate = (): Gate => {
  const g = globalThis as unknown as { __gatedRoute?: Gate };
  if (!g.__gatedRoute) {
    let open = (): void => undefined;
    const opened = new Promise<void>((res) => (open = res));
    g.__gatedRoute = { entered: 0, opened, open };
  }
  return g.__gatedRoute;
};

export const handler = defineRoute(GATED_HEAVY_ROUTE, {
  schema: z.object({}).loose(),
  handle: async () => {
    const g = gate();
    g.entered++;
    await g.opened;
    return { data: { ok: true } };
  },
});
