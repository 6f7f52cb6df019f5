// Runs dynalite in a worker thread so that the store and the API handlers use separate cores.
// Plain JS on purpose: it is loaded by `new Worker(...)` with no TypeScript loader.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { createCachedLevel } from './level-read-cache.mjs';

// dynalite opens its on-disk store with `new (require('level').Level)(path)`. Before dynalite is
// loaded, that export is replaced by a subclass that keeps a bounded write-through cache of
// records (see level-read-cache.mjs): writes still go to LevelDB first-hand, reads of records
// seen lately are answered from memory instead of a round trip through libuv's thread pool.
const requireFromDynalite = createRequire(createRequire(import.meta.url).resolve('dynalite'));
const level = requireFromDynalite('level');
if (workerData.path) level.Level = createCachedLevel(level.Level);
const { default: dynalite } = await import('dynalite');

const server = dynalite({
  ...(workerData.path ? { path: workerData.path } : {}),
  createTableMs: 0,
  deleteTableMs: 0,
  updateTableMs: 0,
});
server.once('error', (err) => parentPort.postMessage({ type: 'error', message: String(err?.message ?? err) }));
server.listen(workerData.port, workerData.host, () => {
  parentPort.postMessage({ type: 'listening', port: server.address().port });
});
parentPort.on('message', (msg) => {
  if (msg !== 'close') return;
  server.closeAllConnections?.();
  // dynalite's close also closes (flushes) its LevelDB store
  server.close((err) => parentPort.postMessage({ type: 'closed', message: err ? String(err.message) : undefined }));
});
