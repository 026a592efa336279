/**
 * A server under load in a child process of its own, for the benchmarks: so the load generator
 * never shares its event loop. The parent starts it with startServerChild, asks it things over IPC
 * with askChild and stops it with stopChildren; the child reports its port with reportListening.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { Server } from 'node:net';
import { fileURLToPath } from 'node:url';

export type ServerChild = { child: ChildProcess; port: number };

/** Runs `moduleUrl` with `--serve` (and the parent's loader, e.g. tsx) and waits for its port. */
export function startServerChild(moduleUrl: string, env: Record<string, string>): Promise<ServerChild> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(moduleUrl), '--serve'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`${fileURLToPath(moduleUrl)} exited (${code}) before listening`)));
  });
}

/** In the child: tells the parent the port the server listens on. */
export function reportListening(server: Server): void {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
}

/** Sends `message` to the child and resolves with its first reply that has the key `answer`. */
export function askChild<T extends object>(child: ChildProcess, message: unknown, answer: keyof T): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (reply: unknown) => {
      if (typeof reply === 'object' && reply !== null && answer in reply) {
        child.off('message', onMessage);
        resolve(reply as T);
      }
    };
    child.on('message', onMessage);
    child.send(message as object);
  });
}

/** Stops the children that still run and waits until they have exited. */
export async function stopChildren(children: readonly (ChildProcess | undefined)[]): Promise<void> {
  const running = children.filter((child): child is ChildProcess => child !== undefined && child.exitCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(exited);
}
