/**
 * CPU time of the processes a benchmark drives, read from Linux's /proc: what each request costs the
 * app, PostgreSQL and the load generator, which on a machine the three share says where a request's
 * time goes. On a virtual machine a busy host still shows as slower CPUs, so compare figures taken
 * close together. Everything here returns undefined where /proc cannot tell (another OS, a database
 * on another host).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The kernel's clock ticks per second, the unit of /proc/<pid>/stat's times. */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

type ProcessStat = { command: string; parent: number; ownMs: number; reapedChildrenMs: number };

function statOf(pid: number): ProcessStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (command) state ppid …": the command may hold spaces and parentheses, so split after the last ')'.
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  const ms = (field: number) => (Number(fields[field - 3]) * 1000) / TICKS_PER_SECOND;
  return {
    command: text.slice(text.indexOf('(') + 1, close),
    parent: Number(fields[4 - 3]),
    ownMs: ms(14) + ms(15),
    reapedChildrenMs: ms(16) + ms(17),
  };
}

/**
 * The whole machine's CPU time so far, in ms summed over its CPUs: `busy` (user, system, interrupts)
 * and `all` (busy, idle, waiting for I/O, taken by the hypervisor). Busy time includes the kernel's
 * work for the loopback connections that no process is charged with.
 */
export function machineCpuMs(): { busy: number; all: number } | undefined {
  let line: string | undefined;
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  } catch {
    return undefined;
  }
  // cpu user nice system idle iowait irq softirq steal (guest time is already within user).
  const [user, nice, system, idle, iowait, irq, softirq, steal] = (line ?? '').trim().split(/\s+/).slice(1, 9).map((ticks) => (Number(ticks) * 1000) / TICKS_PER_SECOND);
  if (steal === undefined || Number.isNaN(steal)) return undefined;
  const busy = user! + nice! + system! + irq! + softirq!;
  return { busy, all: busy + idle! + iowait! + steal };
}

/** A process's own CPU time so far (user and system), in ms. */
export function processCpuMs(pid: number | undefined): number | undefined {
  return pid === undefined ? undefined : statOf(pid)?.ownMs;
}

/** CPU time of this process's children that have exited and been waited for (e.g. by spawnSync), in ms. */
export function finishedChildrenCpuMs(): number | undefined {
  return statOf(process.pid)?.reapedChildrenMs;
}

/**
 * The postmaster of a PostgreSQL backend running on this machine (from `select pg_backend_pid()`), or
 * undefined when the database runs elsewhere: the URL's host must be this machine's loopback, and the
 * process and its parent must both be postgres.
 */
export function localPostmasterOf(url: string, backendPid: number): number | undefined {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)) return undefined;
  const backend = statOf(backendPid);
  const postmaster = backend && statOf(backend.parent);
  return backend?.command === 'postgres' && postmaster?.command === 'postgres' ? backend.parent : undefined;
}

/** The processes a PostgreSQL server runs now (backends, workers), with their /proc figures. */
function postgresChildren(postmaster: number | undefined): (ProcessStat & { pid: number })[] {
  if (postmaster === undefined) return [];
  return readdirSync('/proc').flatMap((entry) => {
    const stat = /^\d+$/.test(entry) ? statOf(Number(entry)) : undefined;
    return stat?.parent === postmaster ? [{ ...stat, pid: Number(entry) }] : [];
  });
}

/** The process ids a PostgreSQL server runs now, by the postmaster's process id. */
export function postgresProcesses(postmaster: number | undefined): number[] {
  return postgresChildren(postmaster).map((child) => child.pid);
}

/**
 * All of a PostgreSQL server's CPU time so far, in ms: the postmaster's, its running processes' and
 * those it has reaped. A backend that is exiting may be counted short until it is reaped: see untilReaped.
 */
export function postgresCpuMs(postmaster: number | undefined): number | undefined {
  const server = postmaster === undefined ? undefined : statOf(postmaster);
  if (!server) return undefined;
  const running = postgresChildren(postmaster).reduce((sum, child) => sum + child.ownMs, 0);
  return server.ownMs + server.reapedChildrenMs + running;
}

/**
 * Waits until the processes PostgreSQL runs now, other than `before`, have exited and been reaped (at
 * most `timeoutMs`): a client's backends outlive it briefly, and their CPU time only reaches the
 * postmaster's once it reaps them (half of it was missing when read as pgbench returned).
 */
export async function untilReaped(postmaster: number | undefined, before: readonly number[], timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (postgresProcesses(postmaster).some((pid) => !before.includes(pid)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** µs per unit between two readings in ms, or undefined when either reading is missing or there are no units. */
export function perUnitUs(before: number | undefined, after: number | undefined, units: number): number | undefined {
  return before === undefined || after === undefined || units === 0 ? undefined : ((after - before) * 1000) / units;
}

/** The machine's CPU per unit of work (µs) and the share of its CPU time that was busy. */
export type MachineCpu = { machine?: number; busy?: number };

/** The machine's CPU per unit (µs) and how busy it was, from a reading of machineCpuMs until now. */
export function machineCpuPer(before: ReturnType<typeof machineCpuMs>, units: number): MachineCpu {
  const after = machineCpuMs();
  if (!before || !after || units === 0) return {};
  return { machine: perUnitUs(before.busy, after.busy, units), busy: (after.busy - before.busy) / (after.all - before.all) };
}

/**
 * The share of a reference's throughput (pgbench's) that the machine's CPU per request allows a
 * server (the app): the reference's CPU per request over the server's. When the machine's CPUs are
 * all busy in both runs, each run's throughput is the CPUs' time over its CPU per request, and the
 * measured share is this one. A measured share under it means the server's run left CPU idle: its
 * `busy` says how much (the app's one thread, at most one CPU, is then the limit, or the
 * connections wait on each other).
 */
export function cpuShareOf(server: MachineCpu, reference: MachineCpu): number | undefined {
  return server.machine === undefined || reference.machine === undefined ? undefined : reference.machine / server.machine;
}
