import { processOutput } from './output.js';
import { runCli } from './run-cli.js';

process.exitCode = runCli(process.argv.slice(2), processOutput);
