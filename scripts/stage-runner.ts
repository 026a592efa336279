/**
 * Runs the stages of `npm test` and `npm run check` side by side as far as the machine's cores allow,
 * each stage after the ones it needs. A stage's output goes to its own log file; the console gets one
 * line when it starts and one when it ends, and the whole log of a stage that failed (a single stage
 * run alone streams its output instead). At the end: a table of each stage's wall and CPU time, the
 * stages that did not run and why, and the one line `tests: N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, type WriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Counts = { passed: number; failed: number; skipped: number };

/** What a stage gets to run its commands with. */
export type StageContext = {
  /** Runs a command; its output goes to the stage's log (or the console). Resolves to its exit code. */
  exec(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<number>;
  /** Writes a line to the stage's log. */
  log(line: string): void;
  /** Adds the counts of tests the stage ran. */
  count(counts: Partial<Counts>): void;
};

export type StageOutcome = 'passed' | 'failed' | { skipped: string };

export type Stage = {
  /** The name `npm test -- <name>` selects it by. */
  name: string;
  label: string;
  /** Stages that must pass first. */
  needs?: string[];
  /** Cores it keeps busy while it runs (a share; 0 for one that mostly waits). */
  cores: number;
  /** Runs it: true or false for passed or failed, or a reason it did not run. */
  run(context: StageContext): Promise<boolean | { skipped: string }>;
};

type Result = { stage: Stage; outcome: StageOutcome; wallMs: number; cpuMs: number | null };

const TICKS_PER_SECOND = readClockTicks();

function readClockTicks(): number {
  const result = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(result.stdout) || 100;
}

/**
 * CPU time of every child process this one has waited for, with their own children (Linux's
 * cutime + cstime), in ms; null where /proc is not there. Read when a stage's last process has
 * exited, the difference is that stage's CPU (two stages ending in the same instant share theirs).
 */
function childrenCpuMs(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of the file (cutime, cstime) are at 13 and 14 once pid and comm are cut off.
    return ((Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND) * 1000;
  } catch {
    return null;
  }
}

/**
 * The machine's busy and total CPU time so far (all processes, from /proc/stat), in ticks; null where
 * /proc is not there. The stages' own CPU misses what no stage waits for: chromium's renderers (its
 * zygote's children) and the PostgreSQL server, together about half of a full run's CPU.
 */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = fields.slice(0, 8).map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    // idle and iowait are the 4th and 5th.
    return { busy: total - ticks[3]! - ticks[4]!, total };
  } catch {
    return null;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function runStages(
  stages: Stage[],
  options: { logDir: string; capacity?: number; stream?: boolean },
): Promise<{ ok: boolean; totals: Counts }> {
  const capacity = options.capacity ?? os.availableParallelism();
  const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
  const results = new Map<string, Result>();
  const started = Date.now();
  const cpuAtStart = childrenCpuMs();
  const machineAtStart = machineTicks();
  let busyCores = 0;
  let lastCpu = cpuAtStart;
  const running = new Set<Promise<void>>();
  const waiting = [...stages];

  const byName = new Map(stages.map((stage) => [stage.name, stage]));

  function runnable(stage: Stage): 'ready' | 'blocked' | { skipped: string } {
    for (const need of stage.needs ?? []) {
      if (!byName.has(need)) continue;
      const result = results.get(need);
      if (!result) return 'blocked';
      if (result.outcome !== 'passed') return { skipped: `needs ${byName.get(need)!.label}, which did not pass` };
    }
    return 'ready';
  }

  function startStage(stage: Stage) {
    busyCores += stage.cores;
    console.log(`▶ ${stage.label}`);
    const logFile = path.join(options.logDir, `${stage.name}.log`);
    const log = createWriteStream(logFile);
    const stageStarted = Date.now();
    const context = stageContext(log, Boolean(options.stream), (counts) => {
      totals.passed += counts.passed ?? 0;
      totals.failed += counts.failed ?? 0;
      totals.skipped += counts.skipped ?? 0;
    });
    const task = stage
      .run(context)
      .catch((error: unknown) => {
        context.log(`stage crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        return false;
      })
      .then(async (answer) => {
        await new Promise<void>((resolve) => log.end(resolve));
        const cpuNow = childrenCpuMs();
        const cpuMs = cpuNow !== null && lastCpu !== null ? cpuNow - lastCpu : null;
        lastCpu = cpuNow;
        const outcome: StageOutcome = typeof answer === 'object' ? answer : answer ? 'passed' : 'failed';
        const wallMs = Date.now() - stageStarted;
        results.set(stage.name, { stage, outcome, wallMs, cpuMs });
        busyCores -= stage.cores;
        if (outcome === 'passed') console.log(`✔ ${stage.label} (${seconds(wallMs)})`);
        else if (outcome === 'failed') {
          if (!options.stream) {
            console.log(`\n──── ${stage.label}: output (${logFile}) ────`);
            process.stdout.write(readFileSync(logFile, 'utf8'));
            console.log(`──── end of ${stage.label} ────\n`);
          }
          console.log(`✘ ${stage.label} (${seconds(wallMs)})`);
        } else console.log(`• ${stage.label} did not run: ${outcome.skipped}`);
      });
    running.add(task);
    void task.finally(() => running.delete(task));
  }

  // Stages start in the order given as their needs are met and the cores allow; the first stage still
  // waiting starts as soon as it can, over the cores if need be, so the longest one is never held back.
  while (waiting.length > 0 || running.size > 0) {
    let first = true;
    for (const stage of [...waiting]) {
      const state = runnable(stage);
      if (state === 'blocked') {
        first = false;
        continue;
      }
      if (state !== 'ready') {
        waiting.splice(waiting.indexOf(stage), 1);
        results.set(stage.name, { stage, outcome: state, wallMs: 0, cpuMs: null });
        console.log(`• ${stage.label} did not run: ${state.skipped}`);
        continue;
      }
      if (!first && busyCores + stage.cores > capacity) continue;
      first = false;
      waiting.splice(waiting.indexOf(stage), 1);
      startStage(stage);
    }
    if (running.size > 0) await Promise.race(running);
  }

  printSummary(stages, results, Date.now() - started, cpuAtStart, machineAtStart, totals);
  const ok = [...results.values()].every((result) => result.outcome !== 'failed') && totals.failed === 0;
  return { ok, totals };
}

function stageContext(log: WriteStream, stream: boolean, count: (counts: Partial<Counts>) => void): StageContext {
  return {
    exec(command, args, env = {}) {
      return new Promise((resolve) => {
        const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
        child.stdout?.pipe(log, { end: false });
        child.stderr?.pipe(log, { end: false });
        child.on('error', (error) => {
          log.write(`${command}: ${error.message}\n`);
          resolve(1);
        });
        child.on('close', (code) => resolve(code ?? 1));
      });
    },
    log(line) {
      if (stream) console.log(line);
      log.write(`${line}\n`);
    },
    count,
  };
}

function printSummary(
  stages: Stage[],
  results: Map<string, Result>,
  wallMs: number,
  cpuAtStart: number | null,
  machineAtStart: ReturnType<typeof machineTicks>,
  totals: Counts,
) {
  const rows = stages.flatMap((stage) => {
    const result = results.get(stage.name);
    if (!result) return [];
    const outcome = typeof result.outcome === 'object' ? 'not run' : result.outcome;
    const cpu = result.cpuMs === null || typeof result.outcome === 'object' ? '' : seconds(result.cpuMs);
    return [[stage.label, typeof result.outcome === 'object' ? '' : seconds(result.wallMs), cpu, outcome]];
  });
  const widths = [0, 1, 2, 3].map((column) => Math.max(...[['stage', 'wall', 'CPU', 'result'], ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 || column === 3 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(`\n${line(['stage', 'wall', 'CPU', 'result'])}`);
  for (const row of rows) console.log(line(row));
  const cpuNow = childrenCpuMs();
  const cpuMs = cpuNow !== null && cpuAtStart !== null ? cpuNow - cpuAtStart : null;
  console.log(`all stages: ${seconds(wallMs)} wall${cpuMs === null ? '' : `, ${seconds(cpuMs)} CPU (${(cpuMs / wallMs).toFixed(1)} cores busy on average)`}`);
  const machineNow = machineTicks();
  if (machineNow && machineAtStart) {
    const busy = machineNow.busy - machineAtStart.busy;
    const share = busy / (machineNow.total - machineAtStart.total);
    console.log(`the whole machine: ${seconds((busy * 1000) / TICKS_PER_SECOND)} CPU, its cores ${Math.round(share * 100)} % busy (every process, this run's and any other)`);
  }

  const failed = [...results.values()].filter((result) => result.outcome === 'failed');
  const notRun = [...results.values()].filter((result) => typeof result.outcome === 'object');
  console.log('');
  if (failed.length > 0) console.log(`Failed stages: ${failed.map((result) => result.stage.label).join('; ')}`);
  for (const result of notRun) console.log(`Not run: ${result.stage.label} (${(result.outcome as { skipped: string }).skipped})`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
}

/**
 * Runs one Vitest project (and only `files`, if given) with a JSON report beside the usual output, and
 * counts its passed, failed and skipped tests into the run's total. No report is one failure.
 */
export async function runVitest(
  context: StageContext,
  { project, reportFile, files = [], env = {} }: { project: string; reportFile: string; files?: string[]; env?: NodeJS.ProcessEnv },
): Promise<boolean> {
  const args = ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...files];
  const code = await context.exec('npx', args, env);
  if (!existsSync(reportFile)) {
    context.count({ failed: 1 });
    return false;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  context.count({ passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests });
  return code === 0;
}
