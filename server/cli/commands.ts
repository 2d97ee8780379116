// The `footprint` commands (DESIGN.md §7): JSON on stdout, errors on stderr, exit 1 on bad input.
// Each command lives in its own module and is loaded only when it is asked for.
export interface CliIo {
  stdin: NodeJS.ReadableStream;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

export interface CliCommand {
  summary: string;
  run(args: string[], io: CliIo): Promise<number>;
}

type CommandLoader = () => Promise<{ command: CliCommand }>;

// Commands are added here, one line each: name → the module exporting `command`.
const COMMANDS: Record<string, CommandLoader> = {
  'check-text': () => import('./checkText.ts'),
  import: () => import('./import.ts'),
  scan: () => import('./scan.ts'),
  'check-image': () => import('./checkImage.ts'),
};

function usage(): string {
  return [
    'usage: footprint <command> [options]',
    '',
    'commands:',
    ...Object.keys(COMMANDS)
      .sort()
      .map((name) => `  ${name}`),
  ].join('\n');
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h') {
    io.stderr(usage());
    return name ? 0 : 1;
  }
  const load = COMMANDS[name];
  if (!load) {
    io.stderr(`footprint: unknown command "${name}"\n${usage()}`);
    return 1;
  }
  const { command } = await load();
  return command.run(args, io);
}
