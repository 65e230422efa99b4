import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Runs WAL checkpoints on a worker thread with its own connection. A checkpoint copies pages
 * and fsyncs (several ms on a VM disk); done inside a commit on the main thread it would be the
 * p99 of every append. PASSIVE never blocks writers or readers, so the worker simply retries.
 * The source is inline (CommonJS, eval) so it runs the same from .ts sources, Jest and dist/.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const database = new Database(workerData.filePath, { timeout: 0 });
const checkpoint = () => {
  try {
    database.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy with another checkpointer or a schema change: the next tick tries again.
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  database.close();
  parentPort.close();
});
`;

const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');

export class SqliteCheckpointer {
  private readonly worker: Worker;
  private readonly exited: Promise<void>;

  constructor(filePath: string, intervalMs: number, onFailure: () => void) {
    this.worker = new Worker(workerSource, { eval: true, workerData: { filePath, driverPath, intervalMs } });
    // A checkpointer must never keep the process alive on its own.
    this.worker.unref();
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.on('error', (error) => {
      console.error(`[SqliteCheckpointer] worker failed (${error.name}); checkpoints move back to the writer`);
      onFailure();
    });
  }

  async stop(): Promise<void> {
    // Keep the process alive until the worker has closed its connection.
    this.worker.ref();
    this.worker.postMessage('stop');
    await this.exited;
  }
}
