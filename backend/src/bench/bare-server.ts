import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The reference of the HTTP ratio: a bare node:http server answering each path with bytes held in
 * memory (the same bytes the app answered, read from the file the bench wrote) and nothing else.
 * Usage: bare-server <bodies.json>; prints its port once listening.
 */
type Body = { path: string; contentType: string; file: string };

const bodies = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Body[];
const answers = new Map(
  bodies.map(({ path, contentType, file }) => {
    const bytes = readFileSync(file);
    return [path, { bytes, headers: { 'Content-Type': contentType, 'Content-Length': String(bytes.length) } }] as const;
  }),
);

const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, answer.headers);
  response.end(answer.bytes);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
