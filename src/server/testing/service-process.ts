// A server process for tests and scripts that start the built product as an operator would (the split
// topology's upstream, the cluster's instances): spawned with its own environment, ready once a health
// address answers, stopped by signal, and never left running after a failure.
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServiceProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Everything it printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has exited. */
  readonly exited: Promise<number | null>;
  /** Sends the signal and waits for the exit (SIGKILL after graceMs). */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | null>;
}

export interface StartServiceOptions {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** Keep at most this many characters of output (the tail). Default 200,000. */
  keepOutput?: number;
}

export function startService(options: StartServiceOptions): ServiceProcess {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const limit = options.keepOutput ?? 200_000;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-limit);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      output += `\n${String(error)}`;
      resolve(-1);
    });
  });
  return {
    name: options.name,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM', graceMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Polls `url` until it answers `status` (default 200); fails with the process's output when it exits or times out. */
export async function waitUntilReady(
  service: ServiceProcess,
  url: string,
  options: { timeoutMs?: number; status?: number } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  let exitedWith: number | null | undefined;
  void service.exited.then((code) => {
    exitedWith = code;
  });
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exitedWith !== undefined) {
      throw new Error(`${service.name} exited (${exitedWith}) before it was ready:\n${service.output().slice(-4000)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === (options.status ?? 200)) return;
      last = `answered ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service.name} was not ready at ${url} in time (${last}):\n${service.output().slice(-4000)}`);
}

/** The environment of a child process: this one's, minus what would make it act as a tap test. */
export function childEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.TAP_CHILD_ID;
  delete env.NODE_OPTIONS;
  return env;
}
