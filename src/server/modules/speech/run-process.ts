import { spawn } from 'node:child_process';

/** How a child process ended badly: it could not start, timed out, wrote too much or exited non-zero. */
export class ProcessError extends Error {
  constructor(
    readonly reason: 'missing' | 'timeout' | 'too-large' | 'exit',
    message: string,
  ) {
    super(message);
  }
}

export interface RunOptions {
  /** Written to the child's stdin, which is then closed. */
  input?: Buffer | string;
  timeoutMs: number;
  /** The most stdout may hold; more kills the child. */
  maxOutputBytes: number;
}

/**
 * Runs a program with an argument array (never a shell), pipes `input` to it and collects stdout; the child is
 * killed when it runs past the time limit or writes past the output cap. Stderr is drained and dropped.
 */
export function runProcess(command: string, args: readonly string[], options: RunOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], shell: false });
    const chunks: Buffer[] = [];
    let size = 0;
    let failure: ProcessError | null = null;
    const stop = (error: ProcessError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new ProcessError('timeout', `${command} ran past ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > options.maxOutputBytes) stop(new ProcessError('too-large', `${command} wrote too much`));
      else chunks.push(chunk);
    });
    child.stderr.resume();
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        failure ??
          new ProcessError(error.code === 'ENOENT' ? 'missing' : 'exit', `${command}: ${error.message}`),
      );
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else if (code !== 0) reject(new ProcessError('exit', `${command} exited with ${code}`));
      else resolve(Buffer.concat(chunks));
    });
    // A child that exits before reading all of stdin closes the pipe: that is its answer, not a crash.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}

/** At most `limit` tasks at once; up to `queueLimit` more wait their turn, beyond that `full()` is thrown. */
export function createLimiter(limit: number, queueLimit: number, full: () => Error) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) {
      if (waiting.length >= queueLimit) throw full();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
