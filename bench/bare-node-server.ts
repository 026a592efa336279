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
import http from 'node:http';
import pg from 'pg';
import { preparedStatementName, withoutJit } from '../src/server/db/client';
import { askChild, reportListening, type ServerChild, startServerChild } from './server-child';

/** One statement as the app sends it: drizzle's text and values, and whether it is prepared by name. */
export type BareStatement = { sql: string; params: unknown[]; prepared: boolean };

async function serve(): Promise<void> {
  const pool = new pg.Pool({ ...withoutJit(process.env.BENCH_BARE_DATABASE_URL!), max: Number(process.env.BENCH_BARE_CONNECTIONS) });
  let statements: BareStatement[] = [];
  const answer = async (response: http.ServerResponse) => {
    let rows: Record<string, unknown>[] = [];
    for (const statement of statements) {
      const name = statement.prepared ? preparedStatementName(statement.sql) : undefined;
      ({ rows } = await pool.query({ name, text: statement.sql, values: statement.params }));
    }
    const body = rows.map((row) => Object.values(row).join('\t')).join('\n');
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  };
  const server = http.createServer((_request, response) => {
    answer(response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  server.listen(0, '127.0.0.1', () => reportListening(server));
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

export type BareNodeServer = ServerChild & { setStatements(statements: BareStatement[]): Promise<unknown> };

export async function startBareNodeServer(url: string, connections: number): Promise<BareNodeServer> {
  const server = await startServerChild(import.meta.url, { BENCH_BARE_DATABASE_URL: url, BENCH_BARE_CONNECTIONS: String(connections) });
  return { ...server, setStatements: (statements) => askChild<{ ready: true }>(server.child, { statements }, 'ready') };
}

if (process.argv.includes('--serve')) void serve();
