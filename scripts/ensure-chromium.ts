import { existsSync } from 'node:fs';
import type { StageContext } from './stage-runner';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

/**
 * Browser journeys run in Debian's chromium (Playwright's own browser download cannot work here).
 * As root on Debian it is installed with apt-get; otherwise the message says what to install. The
 * path found is left in CHROMIUM_PATH, where playwright.config.ts reads it.
 */
export async function ensureChromium(context: Pick<StageContext, 'exec' | 'log'>): Promise<{ ok: true; path: string } | { ok: false; message: string }> {
  const found = CANDIDATES.find((candidate) => existsSync(candidate)) ?? (await install(context));
  if (!found) {
    const isRoot = process.getuid?.() === 0;
    return {
      ok: false,
      message: isRoot && existsSync('/usr/bin/apt-get')
        ? 'apt-get could not install chromium'
        : 'chromium is not installed. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH.',
    };
  }
  process.env.CHROMIUM_PATH = found;
  context.log(`chromium: ${found}`);
  return { ok: true, path: found };
}

async function install(context: Pick<StageContext, 'exec' | 'log'>): Promise<string | undefined> {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return undefined;
  context.log('installing Debian chromium with apt-get (first run on this machine)');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await context.exec('apt-get', ['update', '-qq'], env)) !== 0) return undefined;
  if ((await context.exec('apt-get', ['install', '-y', '-qq', 'chromium'], env)) !== 0) return undefined;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
