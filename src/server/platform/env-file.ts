import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads `dir/.env` (the working directory's by default) into process.env when there is one, with
 * Node's own parser (process.loadEnvFile). A variable already in the environment wins: loadEnvFile
 * never overwrites one, so `PORT=4000 npm start` beats a `.env` that says 3000. Each entry point that
 * reads the configuration calls it first, before loadConfig. Answers the file read, or null.
 */
export function loadDotEnv(dir: string = process.cwd()): string | null {
  const file = path.join(dir, '.env');
  if (!existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}
