import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The feature boundaries of eslint.config.js, proved with ESLint itself on virtual files: for every
 * folder under src/web/features, its components and api may not import another feature (but may
 * import themselves and the shared ui), and its pages may compose other features.
 */

const ROOT = path.join(import.meta.dirname, '..');
const FEATURES_MESSAGE = 'Features do not import each other; compose them in pages.';

/** Read from the folders, as the config does: a feature created tomorrow is tested tomorrow. */
const FEATURES = readdirSync(path.join(ROOT, 'src', 'web', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

let eslint: ESLint;
// The first lint loads the config, its plugins and the TypeScript parser (seconds on a busy machine),
// so it happens here, under its own time limit, and the cases time only their own linting.
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintText('export {};\n', { filePath: path.join(ROOT, 'src/web/features/probe.ts') });
}, 60_000);

/** The no-restricted-imports errors of `code` linted as if it were the file at `file` (relative to the root). */
async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const messages = result!.messages;
  // Any other message (a parse error, an ignored file, a warning) would make a case pass for the wrong reason.
  expect(messages.filter((message) => message.ruleId !== 'no-restricted-imports' || message.severity !== 2)).toEqual([]);
  return messages.map((message) => message.message);
}

const importing = (specifier: string) => `import { x } from '${specifier}';\n\nexport const y = x;\n`;

/** Another feature than `feature` (the next one in the list). */
const otherThan = (feature: string) => FEATURES[(FEATURES.indexOf(feature) + 1) % FEATURES.length]!;

it('reads the features from the folders, capacity included', () => {
  expect(FEATURES).toContain('capacity');
  expect(FEATURES.length).toBeGreaterThan(1);
});

describe.each(FEATURES)('feature %s', (feature) => {
  const other = otherThan(feature);
  const probes = [`src/web/features/${feature}/components/probe.tsx`, `src/web/features/${feature}/api/probe.ts`];

  it.each(probes)(`%s may not import another feature (${other})`, async (file) => {
    expect(await restrictedImports(file, importing(`@web/features/${other}/api/x`))).toEqual([expect.stringContaining(FEATURES_MESSAGE)]);
  });

  it.each(probes)('%s may import its own feature and the shared ui', async (file) => {
    expect(await restrictedImports(file, importing(`@web/features/${feature}/api/x`))).toEqual([]);
    expect(await restrictedImports(file, importing('@web/components/ui/button'))).toEqual([]);
  });

  it(`a page may compose another feature (${other})`, async () => {
    const page = `src/web/features/${feature}/pages/probe.tsx`;
    expect(await restrictedImports(page, importing(`@web/features/${other}/api/x`))).toEqual([]);
  });
});
