import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: initdb in a temp directory, started on a
 * free port, removed on stop. As root it runs as the `postgres` user (PostgreSQL refuses root).
 */
export type PgCluster = { url: string; stop(): void };

export function findPgBin(): string | null {
  const candidates = [process.env.PG_BIN, ...pathDirs(), ...debianDirs()].filter(Boolean) as string[];
  for (const dir of candidates) {
    if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

function pathDirs(): string[] {
  return (process.env.PATH ?? '').split(path.delimiter);
}

function debianDirs(): string[] {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(base, version, 'bin'));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found; set PG_BIN or install postgresql');
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const run = (command: string, args: string[]) => {
    const full = isRoot ? ['-u', 'postgres', '--', path.join(bin, command), ...args] : args;
    const result = spawnSync(isRoot ? 'runuser' : path.join(bin, command), full, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  run('pg_ctl', [
    '-D', dataDir,
    '-l', path.join(dir, 'server.log'),
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    '-w', 'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Creates a database on the cluster (optionally as a copy of a template database) and returns its URL. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
