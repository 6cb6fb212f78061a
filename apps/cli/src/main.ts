import { processOutput } from './output.js';
import { runCli } from './run-cli.js';

// A reader that stops early (`topoforge types big.xyz | head`) closes the pipe: that ends the output, it is
// not a failure to report with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') process.stderr.write(`topoforge: cannot write the output (${error.message})\n`);
  process.exit(error.code === 'EPIPE' ? 0 : 3);
});

void Promise.resolve(runCli(process.argv.slice(2), processOutput)).then((code) => {
  process.exitCode = code;
});
