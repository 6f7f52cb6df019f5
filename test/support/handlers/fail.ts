import { defineRoute } from '#shared/http/route-handler';
import { FAILING_ROUTE } from '#test/support/test-routes';

export const handler = defineRoute(FAILING_ROUTE, {
  handle: (input) => {
    if ((input as { kind?: string }).kind === 'domain') throw new Error('core exploded');
    throw new TypeError('unexpected');
  },
});
