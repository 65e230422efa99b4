/**
 * Child process of the SQLite lease store's multi-process test:
 *   node --import @swc-node/register/esm-register lease-child.ts <file> <holder> <tenures>
 * Takes the lease `tenures` times; for each prints "held <token> <start> <end>" (wall-clock
 * milliseconds) after holding it for a few milliseconds and before releasing it.
 */
import { SqliteLeaseStore } from '../sqlite-lease-store.js';

const [file, holder, tenuresArgument] = process.argv.slice(2);
const store = new SqliteLeaseStore(file);
const deadline = Date.now() + 20_000;
for (let tenure = 0; tenure < Number(tenuresArgument) && Date.now() < deadline; ) {
  const lease = await store.acquire('contended', holder, 60_000);
  if (!lease) {
    await new Promise((resolve) => setImmediate(resolve));
    continue;
  }
  const start = Date.now();
  while (Date.now() - start < 3) {
    // Hold it a little, busily, so that the other processes keep trying meanwhile.
  }
  const end = Date.now();
  process.stdout.write(`held ${lease.token} ${start} ${end}\n`);
  await store.release(lease);
  tenure += 1;
}
await store.close();
