import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDotEnv } from './env-file';

const FROM_FILE = 'WM_ENV_FILE_TEST_FROM_FILE';
const IN_BOTH = 'WM_ENV_FILE_TEST_IN_BOTH';
const EMPTY_IN_ENV = 'WM_ENV_FILE_TEST_EMPTY_IN_ENV';
const dirs: string[] = [];

function dirWith(envFile: string | null): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wm-env-file-'));
  dirs.push(dir);
  if (envFile !== null) writeFileSync(path.join(dir, '.env'), envFile);
  return dir;
}

afterEach(() => {
  for (const name of [FROM_FILE, IN_BOTH, EMPTY_IN_ENV]) delete process.env[name];
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadDotEnv', () => {
  it('reads the variables of a .env file, and a variable already in the environment wins over it', () => {
    process.env[IN_BOTH] = 'from the environment';
    process.env[EMPTY_IN_ENV] = '';
    const dir = dirWith(`# a comment\n${FROM_FILE}=from the file\n${IN_BOTH}=from the file\n${EMPTY_IN_ENV}=from the file\n`);
    expect(loadDotEnv(dir)).toBe(path.join(dir, '.env'));
    expect(process.env[FROM_FILE]).toBe('from the file');
    expect(process.env[IN_BOTH]).toBe('from the environment');
    // Set, even if empty, is set: the environment still wins.
    expect(process.env[EMPTY_IN_ENV]).toBe('');
  });

  it('is fine without a .env file', () => {
    const dir = dirWith(null);
    expect(loadDotEnv(dir)).toBeNull();
    expect(process.env[FROM_FILE]).toBeUndefined();
  });
});
