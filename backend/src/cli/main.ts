import 'reflect-metadata';
import { runCli } from './run-cli.js';

// `npm run events ... | head` closes the pipe early: that is a normal end, not a crash.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const exitCode = await runCli(process.argv.slice(2), process.env, { stdout: process.stdout, stderr: process.stderr });
process.exitCode = exitCode;
// Everything is closed by now; should a client library still hold a handle open, do not hang the terminal.
setTimeout(() => process.exit(exitCode), 2000).unref();
