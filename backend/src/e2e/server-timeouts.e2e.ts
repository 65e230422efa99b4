import { connect, type Socket } from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listen, SERVER_TIMEOUTS } from '../app/create-app.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let server: Server;
beforeAll(async () => {
  app = await startTestApp();
  server = await listen(app, 0, '127.0.0.1', { headersMs: 600, requestMs: 1200, keepAliveMs: 300, checkIntervalMs: 100 });
});
afterAll(() => app.stop());

/** Opens a raw connection and answers what the server sent and how long until it closed the connection. */
const slowClient = (write: (socket: Socket) => void) =>
  new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    socket.on('connect', () => write(socket));
  });

describe('server timeouts', () => {
  it('are set on the server the app listens with: headers 10 s, whole request 60 s, idle keep-alive 5 s', () => {
    expect(SERVER_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 60_000, keepAliveMs: 5_000, checkIntervalMs: 1_000 });
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([600, 1200, 300]);
  });

  it('closes a connection whose headers never finish', async () => {
    const { answer, closedAfterMs } = await slowClient((socket) => socket.write('GET /api/tools HTTP/1.1\r\nHost: localhost\r\n'));
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(3000);
  });

  it('closes a connection whose body trickles in too slowly', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { answer, closedAfterMs } = await slowClient((socket) => {
      socket.write('POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
      timer = setInterval(() => socket.writable && socket.write(' '), 50);
    });
    clearInterval(timer);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it('closes an idle keep-alive connection', async () => {
    const { answer, closedAfterMs } = await slowClient((socket) => socket.write('GET /api/tools HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfterMs).toBeLessThan(3000);
  });
});
