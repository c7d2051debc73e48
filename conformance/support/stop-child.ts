import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** Stops a server the suite started in a child process, and waits until it has exited; nothing when it already has. */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (child?.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
