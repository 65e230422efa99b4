import { parentPort, workerData } from 'node:worker_threads';
import { IMPORT_CHUNK_ROWS } from '../contract/subscribers.vocabulary.js';
import { FloorWriter, floorChunk } from './import-floor.bench.js';

/**
 * The write side of the two-thread floor (import-floor.bench.ts): opens its files, says so, and on the
 * word writes every chunk, posting each one's last position.
 */
const { folder, rows } = workerData as { folder: string; rows: number };
const writer = new FloorWriter(folder);
parentPort?.once('message', () => {
  try {
    for (let from = 0; from < rows; from += IMPORT_CHUNK_ROWS) parentPort?.postMessage(writer.write(floorChunk(from, rows)));
  } finally {
    writer.close();
  }
});
parentPort?.postMessage('ready');
