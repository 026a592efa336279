import { existsSync } from 'node:fs';
import path from 'node:path';
import type { StageContext } from './stage-runner';

/**
 * A program a test stage needs from Debian: where to look for it, the package that brings it, and what
 * to tell someone who has to install it themselves.
 */
type DebianTool = { name: string; candidates: string[]; debianPackage: string; withoutRecommends?: boolean; hint: string };
type Found = { ok: true; path: string } | { ok: false; message: string };

/**
 * Finds a Debian program the tests need; as root on Debian it is installed with apt-get when missing,
 * otherwise the message says what to install.
 */
async function ensureDebianTool(context: Pick<StageContext, 'exec' | 'log'>, tool: DebianTool): Promise<Found> {
  const found = tool.candidates.find((candidate) => existsSync(candidate)) ?? (await install(context, tool));
  if (!found) {
    const isRoot = process.getuid?.() === 0;
    return {
      ok: false,
      message: isRoot && existsSync('/usr/bin/apt-get') ? `apt-get could not install ${tool.debianPackage}` : `${tool.name} is not installed. ${tool.hint}`,
    };
  }
  context.log(`${tool.name}: ${found}`);
  return { ok: true, path: found };
}

/**
 * The stages of `npm test` run side by side in this one process, and two apt-gets at once would fail on
 * dpkg's lock: installs wait for each other here.
 */
let previousInstall: Promise<unknown> = Promise.resolve();

function install(context: Pick<StageContext, 'exec' | 'log'>, tool: DebianTool): Promise<string | undefined> {
  const installed = previousInstall.then(() => aptGetInstall(context, tool));
  previousInstall = installed.catch(() => undefined);
  return installed;
}

async function aptGetInstall(context: Pick<StageContext, 'exec' | 'log'>, tool: DebianTool): Promise<string | undefined> {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return undefined;
  context.log(`installing Debian ${tool.debianPackage} with apt-get (first run on this machine)`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await context.exec('apt-get', ['update', '-qq'], env)) !== 0) return undefined;
  const recommends = tool.withoutRecommends ? ['--no-install-recommends'] : [];
  if ((await context.exec('apt-get', ['install', '-y', '-qq', ...recommends, tool.debianPackage], env)) !== 0) return undefined;
  return tool.candidates.find((candidate) => existsSync(candidate));
}

const DESKTOP_CHROMIUM = '/usr/bin/chromium';

/**
 * Browser journeys run in Debian's chromium-headless-shell: the same Chromium without the desktop
 * browser around it, as Playwright's own headless runs use, for less CPU per journey
 * (bench/results/2026-11-29-headless-shell.md). Playwright's browser download cannot work here.
 * The path found is left in CHROMIUM_PATH, where playwright.config.ts reads it.
 */
export async function ensureChromium(context: Pick<StageContext, 'exec' | 'log'>): Promise<Found> {
  const shell = await ensureDebianTool(context, {
    name: 'chromium-headless-shell',
    candidates: [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell'].filter(Boolean) as string[],
    debianPackage: 'chromium-headless-shell',
    hint: 'Install it (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`) or set CHROMIUM_PATH.',
  });
  // A machine with the desktop chromium that cannot install the shell (not root, no package source)
  // still runs every journey, on more CPU.
  const chromium = shell.ok || !existsSync(DESKTOP_CHROMIUM) ? shell : ({ ok: true, path: DESKTOP_CHROMIUM } as const);
  if (!shell.ok && chromium.ok) context.log(`${shell.message} Using ${DESKTOP_CHROMIUM} instead.`);
  if (chromium.ok) process.env.CHROMIUM_PATH = chromium.path;
  return chromium;
}

/**
 * The unit tests check the payout run's SEPA file against the ISO 20022 schema with xmllint (Debian's
 * libxml2-utils), which they look for on PATH (src/server/modules/payouts/payout-files.unit.test.ts).
 */
export async function ensureXmllint(context: Pick<StageContext, 'exec' | 'log'>): Promise<Found> {
  return ensureDebianTool(context, {
    name: 'xmllint',
    candidates: (process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((directory) => path.join(directory, 'xmllint')),
    debianPackage: 'libxml2-utils',
    withoutRecommends: true,
    hint: 'Install it (Debian/Ubuntu: `sudo apt-get install libxml2-utils`, macOS: it comes with the system) and put it on PATH.',
  });
}
