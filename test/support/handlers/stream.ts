import { Readable } from 'node:stream';
import { defineRoute } from '#shared/http/route-handler';
import { STREAM_ROUTE } from '#test/support/test-routes';

export const handler = defineRoute(STREAM_ROUTE, {
  handle: () => ({
    stream: Readable.from(['alpha ', 'beta ', 'gamma']),
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Accel-Buffering': 'no' },
  }),
});
