import { AppError } from '#shared/errors';
import { defineRoute } from '#shared/http/route-handler';
import { FAILING_ROUTE } from '#test/support/test-routes';

export const handler = defineRoute(FAILING_ROUTE, {
  handle: (input) => {
    const kind = (input as { kind?: string }).kind;
    if (kind === 'domain') throw new Error('core exploded');
    // an internal domain error whose message names server files (as the ephemeris' did)
    if (kind === 'internal') throw new AppError('internal', 'Ephemeris error', "SwissEph file 'sepl_12.se1' not found in PATH '/srv/app/ephe/'");
    throw new TypeError('unexpected');
  },
});
