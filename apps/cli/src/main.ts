import { processOutput } from './output.js';
import { runCli } from './run-cli.js';

void Promise.resolve(runCli(process.argv.slice(2), processOutput)).then((code) => {
  process.exitCode = code;
});
