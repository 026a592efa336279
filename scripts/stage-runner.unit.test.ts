import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { runStages, type Stage } from './stage-runner';

/*
 * The scheduler of `npm test`: stages start in the order given as their needs are met and the cores
 * allow, the first one waiting even over the cores; a stage whose need failed does not run.
 */

const logDir = mkdtempSync(path.join(os.tmpdir(), 'stage-runner-'));
afterEach(() => vi.restoreAllMocks());
process.on('exit', () => rmSync(logDir, { recursive: true, force: true }));

/** A stage that records when it starts and ends, and passes (or fails) after `ms`. */
function stage(name: string, events: string[], options: { cores: number; needs?: string[]; ms?: number; fails?: boolean }): Stage {
  return {
    name,
    label: name,
    cores: options.cores,
    needs: options.needs,
    run: async () => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, options.ms ?? 10));
      events.push(`end ${name}`);
      return !options.fails;
    },
  };
}

it('starts what fits, lets the first waiting stage exceed the cores, and keeps the rest back until cores free', async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  const events: string[] = [];
  const { ok } = await runStages(
    [
      stage('build', events, { cores: 1, ms: 30 }),
      stage('journeys', events, { cores: 2, needs: ['build'], ms: 60 }),
      stage('api', events, { cores: 1, ms: 40 }),
      stage('unit', events, { cores: 1, ms: 10 }),
    ],
    { logDir, capacity: 2 },
  );
  expect(ok).toBe(true);
  // build and api fill the two cores; unit waits; the journeys start the moment the build passes,
  // over the cores, ahead of unit, which starts only once api has freed its core.
  expect(events.slice(0, 2)).toEqual(['start build', 'start api']);
  expect(events.indexOf('start journeys')).toBe(events.indexOf('end build') + 1);
  expect(events.indexOf('start unit')).toBeGreaterThan(events.indexOf('end api'));
});

it('does not run a stage whose need failed, and fails the run', async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const events: string[] = [];
  const { ok } = await runStages(
    [stage('build', events, { cores: 1, fails: true }), stage('journeys', events, { cores: 2, needs: ['build'] })],
    { logDir, capacity: 2 },
  );
  expect(ok).toBe(false);
  expect(events).toEqual(['start build', 'end build']);
});
