/**
 * Every server the bench starts goes through here: each in a process group of its own (npm starts vite as a
 * child), and all of them stopped however the bench ends (done, a thrown error, Ctrl-C), so a failed run
 * leaves no server holding a port for the next.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const running = new Set<ChildProcess>();

export function startServer(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Stops a server's whole process group; one that has ended already is fine. */
export function stopServer(child: ChildProcess): void {
  running.delete(child);
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // The group ended between the check and the signal.
  }
}

/** Stops a server and resolves once it has exited (its port is free again). */
export async function stopServerAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  stopServer(child);
  await exited;
}

export function stopAllServers(): void {
  for (const child of [...running]) stopServer(child);
}

/** The servers still running (for the smoke test: none once the bench has ended). */
export const runningServers = (): number => running.size;

process.once('exit', stopAllServers);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopAllServers();
    process.exit(130);
  });
