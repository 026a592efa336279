/**
 * The web app's translated messages in the build (docs/decisions/231-messages-per-chunk.md).
 *
 * - Lingui's macros (`<Trans>`, `t`, `msg`) become message descriptors `{ id, message }`. The English
 *   message stays in the code: in a build it is compiled there (`["Hello ", ["name"]]`), so English
 *   needs no catalogue at all, and a message missing from another language's catalogue shows in
 *   English, never as its id.
 * - Each chunk of code gets, per language, a catalogue of the messages it holds and no others
 *   (`assets/messages/<hash>.json`); the chunk's first statement asks for the active language's
 *   (`globalThis.__messages`, from src/web/boot.js), so a page loads the translations of the code it
 *   runs, and English loads none.
 * - Outside a build (the dev server, Vitest), Lingui compiles the English messages as they are used,
 *   and `virtual:messages/<locale>` serves a language's whole catalogue.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { transform } from 'esbuild';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import linguiConfig from '../lingui.config.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIR = path.join(ROOT, 'src', 'web');
/** The script that chooses the page's language before the app runs, served as /boot.js (minified in a build). */
const BOOT_SCRIPT = path.join(WEB_DIR, 'boot.js');
const SOURCE_LOCALE = linguiConfig.sourceLocale!;
const TRANSLATED_LOCALES = linguiConfig.locales.filter((locale) => locale !== SOURCE_LOCALE);
const VIRTUAL_PREFIX = 'virtual:messages/';
/** A file that uses a macro imports it from one of these. */
const MACRO_IMPORT = /from\s+['"]@lingui\/(react\/macro|core\/macro)['"]/;
/** A descriptor's id in a chunk's code, after the macro and before or after minifying. */
const DESCRIPTOR_ID = /\bid:\s*"([^"\\]{1,64})"/g;

type CompiledMessage = ReturnType<typeof compileMessage>;

/** A language's catalogue files: the frame's and each feature's (lingui.config.ts). */
function catalogueFiles(locale: string): string[] {
  const features = readdirSync(path.join(WEB_DIR, 'features'));
  return [path.join(WEB_DIR, 'locales', `${locale}.po`), ...features.map((feature) => path.join(WEB_DIR, 'features', feature, 'locales', `${locale}.po`))];
}

/** A language's translated messages, compiled, by id; a message with no translation is left out. */
export async function readCatalogue(locale: string): Promise<Map<string, CompiledMessage>> {
  const compiled = new Map<string, CompiledMessage>();
  for (const file of catalogueFiles(locale)) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // a part of the app with no messages yet
    }
    const catalogue = await formatter({}).parse(text, { locale, sourceLocale: SOURCE_LOCALE, filename: file });
    for (const [id, entry] of Object.entries(catalogue ?? {})) {
      if (entry.translation && !entry.obsolete) compiled.set(id, compileMessage(entry.translation));
    }
  }
  return compiled;
}

/**
 * Compiles the English message of every descriptor the macro wrote (`{ id: "…", message: "…" }` and
 * `<Trans id="…" message="…">`), so the browser never parses a message.
 */
function compileDescriptorMessages(): PluginObj {
  const compiledNode = (message: string) => t.valueToNode(compileMessage(message));
  return {
    name: 'compile-descriptor-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(object) {
              const properties = object.node.properties.filter((property): property is t.ObjectProperty => t.isObjectProperty(property));
              const keyed = (name: string) => properties.find((property) => t.isIdentifier(property.key, { name }) || t.isStringLiteral(property.key, { value: name }));
              const id = keyed('id');
              const message = keyed('message');
              if (!id || !message || !t.isStringLiteral(id.value) || !t.isStringLiteral(message.value)) return;
              message.value = compiledNode(message.value.value);
            },
            JSXOpeningElement(element) {
              const attributes = element.node.attributes.filter((attribute): attribute is t.JSXAttribute => t.isJSXAttribute(attribute));
              const hasId = attributes.some((attribute) => attribute.name.name === 'id' && t.isStringLiteral(attribute.value));
              const message = attributes.find((attribute) => attribute.name.name === 'message');
              if (!hasId || !message || !t.isStringLiteral(message.value)) return;
              message.value = t.jsxExpressionContainer(compiledNode(message.value.value));
            },
          });
        },
      },
    },
  };
}

export function messages(): Plugin {
  let isBuild = false;
  const catalogues = new Map<string, Map<string, CompiledMessage>>();
  /** Each chunk's catalogue files, written once the bundle is generated. */
  const files = new Map<string, string>();

  return {
    name: 'messages',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    async buildStart() {
      if (!isBuild) return;
      for (const locale of TRANSLATED_LOCALES) catalogues.set(locale, await readCatalogue(locale));
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return undefined;
      const locale = id.slice(VIRTUAL_PREFIX.length + 1);
      for (const file of catalogueFiles(locale)) this.addWatchFile(file);
      return `export default ${JSON.stringify(Object.fromEntries(await readCatalogue(locale)))};`;
    },
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return undefined;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { stripMessageField: false }], ...(isBuild ? [compileDescriptorMessages] : [])],
      });
      return result?.code ? { code: result.code, map: result.map } : undefined;
    },
    renderChunk(code) {
      const ids = new Set([...code.matchAll(DESCRIPTOR_ID)].map((match) => match[1]!));
      const perLocale: Record<string, string> = {};
      for (const [locale, catalogue] of catalogues) {
        const own = [...ids].filter((id) => catalogue.has(id)).sort();
        if (own.length === 0) continue;
        const json = JSON.stringify(Object.fromEntries(own.map((id) => [id, catalogue.get(id)])));
        const name = `assets/messages/${createHash('sha256').update(json).digest('base64url').slice(0, 12)}.json`;
        files.set(name, json);
        perLocale[locale] = `/${name}`;
      }
      if (Object.keys(perLocale).length === 0) return null;
      const output = new MagicString(code);
      output.prepend(`await globalThis.__messages?.(${JSON.stringify(perLocale)});\n`);
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
    configureServer(server) {
      server.middlewares.use('/boot.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(readFileSync(BOOT_SCRIPT, 'utf8'));
      });
    },
    async generateBundle() {
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
      const boot = await transform(readFileSync(BOOT_SCRIPT, 'utf8'), { minify: true, target: 'es2020', loader: 'js' });
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: boot.code });
    },
  };
}
