/** Where commands print; main.ts wires it to the process streams. */
export interface Output {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

export const processOutput: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};
