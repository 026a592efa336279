/**
 * A function run on a worker thread of its own (decision 229): CPU-bound work of milliseconds (an
 * invoice's PDF, about 7 ms) leaves the event loop free for every other request and uses a second core.
 *
 * One thread per function and process, started on the first call, calls answered in order. A module
 * that serves a function names it with `serveOnThisThread`; the caller gets it with `onWorkerThread`.
 */
import { parentPort, Worker } from 'node:worker_threads';

type Call<Input> = { id: number; input: Input };
type Answer<Output> = { id: number; output: Output } | { id: number; error: string };

/**
 * The entry module's file beside the calling module's, by the caller's own extension: `.ts` from the
 * sources (tests, benchmarks, the dev server), `.js` in the build, where scripts/build.ts bundles each
 * entry next to main.js.
 */
export function workerEntry(callerUrl: string, name: string): URL {
  return new URL(`./${name}${callerUrl.endsWith('.ts') ? '.ts' : '.js'}`, callerUrl);
}

function startWorker(entry: URL): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry);
  // Node 20 does not hand tsx's loader to a worker through `execArgv` (nodejs/node#47747): the worker
  // registers it itself before importing its entry. Never reached in the build.
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`, { eval: true });
}

export function onWorkerThread<Input, Output>(entry: URL): (input: Input) => Promise<Output> {
  type Waiting = Map<number, { resolve: (output: Output) => void; reject: (error: Error) => void }>;
  let current: { worker: Worker; waiting: Waiting } | null = null;
  let nextId = 0;

  const start = () => {
    const worker = startWorker(entry);
    // Each thread answers only its own calls: a thread that failed and then exits must not touch the next one.
    const waiting: Waiting = new Map();
    const started = { worker, waiting };
    const failAll = (error: Error) => {
      if (current === started) current = null;
      for (const call of waiting.values()) call.reject(error);
      waiting.clear();
    };
    worker.on('message', (answer: Answer<Output>) => {
      const call = waiting.get(answer.id);
      waiting.delete(answer.id);
      // An idle thread never keeps the process alive (a script's last invoice, a server shutting down).
      if (waiting.size === 0) worker.unref();
      if ('error' in answer) call?.reject(new Error(answer.error));
      else call?.resolve(answer.output);
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`The worker thread of ${entry.pathname} stopped (exit code ${code})`)));
    return started;
  };

  return (input) =>
    new Promise<Output>((resolve, reject) => {
      current ??= start();
      const id = nextId++;
      current.waiting.set(id, { resolve, reject });
      current.worker.ref();
      current.worker.postMessage({ id, input } satisfies Call<Input>);
    });
}

/** In a worker thread's entry module: answers each call with `run`'s result, or its error's message. */
export function serveOnThisThread<Input, Output>(run: (input: Input) => Promise<Output>): void {
  const port = parentPort;
  if (!port) throw new Error('serveOnThisThread runs only in a worker thread');
  port.on('message', async ({ id, input }: Call<Input>) => {
    let answer: Answer<Output>;
    try {
      answer = { id, output: await run(input) };
    } catch (error) {
      answer = { id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(answer);
  });
}
