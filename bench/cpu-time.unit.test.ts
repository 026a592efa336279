import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cpuShareOf,
  finishedChildrenCpuMs,
  localPostmasterOf,
  machineCpuMs,
  machineCpuPer,
  perUnitUs,
  postgresCpuMs,
  postgresProcesses,
  processCpuMs,
  untilReaped,
} from './cpu-time';

/** Keeps a CPU busy until this process has used `ms` of CPU time, whatever else the host runs. */
function burnHere(ms: number): void {
  const start = process.cpuUsage();
  while (process.cpuUsage(start).user + process.cpuUsage(start).system < ms * 1000);
}
/** The same, as a script for a child process. */
const BURN = (ms: number) => `${burnHere.toString()}; burnHere(${ms});`;
// /proc counts in clock ticks (10 ms): allow two of them either way.
const TICKS = 20;

describe.runIf(process.platform === 'linux')('CPU time from /proc', () => {
  it("reads this process's own CPU time as Node counts it", () => {
    const before = { proc: processCpuMs(process.pid)!, node: process.cpuUsage() };
    burnHere(200);
    const node = process.cpuUsage(before.node);
    const procMs = processCpuMs(process.pid)! - before.proc;
    expect(procMs).toBeGreaterThanOrEqual(200 - TICKS);
    expect(Math.abs(procMs - (node.user + node.system) / 1000)).toBeLessThanOrEqual(TICKS);
  });

  it('counts the busy CPU time of the whole machine, which includes this process', () => {
    const before = machineCpuMs()!;
    burnHere(200);
    const after = machineCpuMs()!;
    expect(after.busy - before.busy).toBeGreaterThanOrEqual(200 - TICKS);
    expect(after.all - before.all).toBeGreaterThanOrEqual(after.busy - before.busy);
  });

  it('counts a child that was waited for (as pgbench under spawnSync) once it has exited', () => {
    const before = finishedChildrenCpuMs()!;
    const child = spawnSync(process.execPath, ['-e', BURN(300)]);
    expect(child.status).toBe(0);
    expect(finishedChildrenCpuMs()! - before).toBeGreaterThanOrEqual(300 - TICKS);
  });

  it("lists a parent's running children, waits until a new one is reaped, and keeps its CPU time in the parent's", async () => {
    // This process stands in for the postmaster: the same parent-and-children rules apply.
    const before = postgresProcesses(process.pid);
    const cpuBefore = postgresCpuMs(process.pid)!;
    const child = spawn(process.execPath, ['-e', BURN(300)]);
    expect(postgresProcesses(process.pid)).toContain(child.pid);

    await untilReaped(process.pid, before, 20_000);

    expect(postgresProcesses(process.pid)).not.toContain(child.pid);
    expect(postgresCpuMs(process.pid)! - cpuBefore).toBeGreaterThanOrEqual(300 - TICKS);
  });

  it('finds the postmaster of a backend on this machine by the URL\'s loopback host', async () => {
    // A shell started through a link named postgres shows as "postgres" in /proc, as PostgreSQL's
    // processes do: one stands in for the postmaster, the shell it starts for a backend.
    const dir = mkdtempSync(path.join(tmpdir(), 'cpu-time-'));
    const postgres = path.join(dir, 'postgres');
    symlinkSync(realpathSync('/bin/sh'), postgres);
    // "; true" keeps the backend a shell rather than letting it become sleep.
    const postmaster = spawn(postgres, ['-c', `"$0" -c 'sleep 30; true' & wait`], { detached: true });
    try {
      let backend: number | undefined;
      while (backend === undefined) {
        [backend] = postgresProcesses(postmaster.pid);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
        expect(localPostmasterOf(`postgres://postgres@${host}:5432/app`, backend)).toBe(postmaster.pid);
      }
      expect(localPostmasterOf('postgres://postgres@db.example.com:5432/app', backend)).toBeUndefined();
      // The postmaster itself has no postgres parent.
      expect(localPostmasterOf('postgres://postgres@127.0.0.1:5432/app', postmaster.pid!)).toBeUndefined();
    } finally {
      process.kill(-postmaster.pid!, 'SIGKILL');
      rmSync(dir, { recursive: true });
    }
  });

  it('finds no local postmaster for a process that is not PostgreSQL', () => {
    expect(localPostmasterOf('postgres://postgres@127.0.0.1:5432/app', process.pid)).toBeUndefined();
  });
});

describe('CPU per request', () => {
  it('divides the CPU between two readings in ms by the units of work, in µs', () => {
    expect(perUnitUs(100, 150, 10)).toBe(5000);
  });

  it('has no figure without both readings or without any work', () => {
    expect(perUnitUs(undefined, 150, 10)).toBeUndefined();
    expect(perUnitUs(100, undefined, 10)).toBeUndefined();
    expect(perUnitUs(100, 150, 0)).toBeUndefined();
    expect(machineCpuPer(undefined, 10)).toEqual({});
    expect(machineCpuPer(machineCpuMs(), 0)).toEqual({});
  });

  it("allows the share of pgbench's throughput that its CPU per request is of the app's", () => {
    expect(cpuShareOf({ machine: 400 }, { machine: 200 })).toBe(0.5);
    expect(cpuShareOf({ machine: 400 }, {})).toBeUndefined();
    expect(cpuShareOf({}, { machine: 200 })).toBeUndefined();
  });
});
