// Entry of the `footprint` command line (npm run footprint -- <command>, or the bin).
import { runCli, type CliIo } from './commands.ts';

const io: CliIo = {
  stdin: process.stdin,
  stdout: (line) => process.stdout.write(line + '\n'),
  stderr: (line) => process.stderr.write(line + '\n'),
};

runCli(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    io.stderr(`footprint: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
