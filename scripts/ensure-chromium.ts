import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

/**
 * Browser journeys run in Debian's chromium (Playwright's own browser download cannot work here).
 * As root on Debian it is installed with apt-get; otherwise the message says what to install.
 */
export function ensureChromium(): { ok: true; path: string } | { ok: false; message: string } {
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return { ok: true, path: found };
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('\n▶ installing Debian chromium with apt-get (first run on this machine)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }) : update;
    if (install.status === 0 && existsSync('/usr/bin/chromium')) return { ok: true, path: '/usr/bin/chromium' };
    return { ok: false, message: 'apt-get could not install chromium' };
  }
  return {
    ok: false,
    message: 'chromium is not installed. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH.',
  };
}
