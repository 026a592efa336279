/**
 * The least a Node server does for a browse request, for bench:browse: plain node:http and one pg
 * pool (as the app's, JIT off), running the statements the app runs for that request, prepared where
 * the app prepares them, and sending the last one's rows as text. No framework, no validation, no
 * headers beyond HTTP's own. Its throughput says how much of the gap between the app and pgbench is
 * the app's own code and how much is any Node server's: HTTP, the driver and the loopback.
 *
 * `startBareNodeServer(url, connections)` runs this file as a child (`--serve`); `setStatements` says
 * which statements the next requests run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withoutJit } from '../src/server/db/client';

/** One statement as the app sends it: drizzle's text and values, and whether it is prepared by name. */
export type BareStatement = { sql: string; params: unknown[]; prepared: boolean };

async function serve(): Promise<void> {
  const pool = new pg.Pool({ ...withoutJit(process.env.BENCH_BARE_DATABASE_URL!), max: Number(process.env.BENCH_BARE_CONNECTIONS) });
  let statements: BareStatement[] = [];
  const server = http.createServer((request, response) => {
    void (async () => {
      let rows: Record<string, unknown>[] = [];
      for (const statement of statements) {
        // Named like preparedRowsOf names them: each connection parses and plans a text once.
        const name = statement.prepared ? `p_${createHash('sha1').update(statement.sql).digest('base64url').slice(0, 20)}` : undefined;
        ({ rows } = await pool.query({ name, text: statement.sql, values: statement.params }));
      }
      const body = rows.map((row) => Object.values(row).join('\t')).join('\n');
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.on('message', (message: { statements?: BareStatement[] }) => {
    if (!message.statements) return;
    statements = message.statements;
    process.send?.({ ready: true });
  });
  const stop = () => {
    setTimeout(() => process.exit(0), 2000).unref();
    server.close();
    void pool.end().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
}

export type BareNodeServer = { child: ChildProcess; port: number; setStatements(statements: BareStatement[]): Promise<void> };

export function startBareNodeServer(url: string, connections: number): Promise<BareNodeServer> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--serve'], {
    env: { ...process.env, BENCH_BARE_DATABASE_URL: url, BENCH_BARE_CONNECTIONS: String(connections) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const setStatements = (statements: BareStatement[]) =>
    new Promise<void>((resolve) => {
      const onMessage = (message: unknown) => {
        if (typeof message === 'object' && message !== null && 'ready' in message) {
          child.off('message', onMessage);
          resolve();
        }
      };
      child.on('message', onMessage);
      child.send({ statements });
    });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port, setStatements }));
    child.once('exit', (code) => reject(new Error(`the bare Node server exited (${code}) before listening`)));
  });
}

if (process.argv.includes('--serve')) void serve();
