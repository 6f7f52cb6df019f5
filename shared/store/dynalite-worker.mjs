// Runs dynalite in a worker thread so that the store and the API handlers use separate cores.
// Plain JS on purpose: it is loaded by `new Worker(...)` with no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import dynalite from 'dynalite';

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
