/**
 * The web app's translated messages in the build (docs/decisions/231-messages-per-chunk.md, 233).
 *
 * - Lingui's macros (`<Trans>`, `t`, `msg`) become message descriptors `{ id, message }`. The English
 *   message stays in the code: in a build it is compiled there (`["Hello ", ["name"]]`), so English
 *   needs no catalogue at all, and a message missing from another language's catalogue shows in
 *   English, never as its id.
 * - Every read of a text shared with the server (the error catalogue, the label maps) is wrapped in
 *   `sharedText(…)` with the id of its English text (decision 233); a call of a function that builds
 *   one from values with the ids of its templates, whose English a chunk's catalogue carries beside
 *   their translation ("t:" beside "s:", both compiled) so the page can match the text back.
 * - Each chunk of code gets, per language, a catalogue of the messages and shared texts it holds and
 *   no others (`assets/messages/<hash>.json`); the chunk's first statement asks for the active
 *   language's (`globalThis.__messages`, from src/web/boot.js), so a page loads the translations of
 *   the code it runs, and English loads none.
 * - Outside a build (the dev server, Vitest), Lingui compiles the English messages as they are used,
 *   and `virtual:messages/<locale>` serves a language's whole catalogue.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BabelFileResult, type NodePath, transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { transform } from 'esbuild';
import MagicString from 'magic-string';
import { type Plugin, runnerImport } from 'vite';
import linguiConfig from '../lingui.config.ts';
import { TEXT_TEMPLATES } from '../src/shared/errors/templates.ts';
import { sharedTextId } from '../src/shared/text-ids.ts';
import { LABEL_MODULES, LABELS_NAME, readSharedCatalogue, SHARED_CATALOGUE_DIR } from './shared-messages.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIR = path.join(ROOT, 'src', 'web');
/** The script that chooses the page's language before the app runs, served as /boot.js (minified in a build). */
const BOOT_SCRIPT = path.join(WEB_DIR, 'boot.js');
const SOURCE_LOCALE = linguiConfig.sourceLocale!;
const TRANSLATED_LOCALES = linguiConfig.locales.filter((locale) => locale !== SOURCE_LOCALE);
const VIRTUAL_PREFIX = 'virtual:messages/';
/** A file that uses a macro imports it from one of these. */
const MACRO_IMPORT = /from\s+['"]@lingui\/(react\/macro|core\/macro)['"]/;
/** A descriptor's id in a chunk's code, after the macro and before minifying. */
const DESCRIPTOR_ID = /\bid:\s*"([^"\\]{1,64})"/g;
/** A shared text's id as the build writes it beside a read (`sharedText(X.y, "s:…")`). */
const SHARED_TEXT_ID = /"(s:[0-9a-z]{1,7})"/g;
/** The shared modules' specifiers as web code imports them: the error catalogue, and the label modules. */
const SHARED_SPECIFIERS = ['@shared/errors', ...LABEL_MODULES.map((file) => `@shared/${file}`)];
/** Where a shared text is put in the reader's language. */
const SHARED_TEXT_MODULE = '@web/lib/shared-texts';

type CompiledMessage = ReturnType<typeof compileMessage>;
type SharedModule = { exports: Record<string, unknown>; isText: (name: string) => boolean };
type SharedModules = Map<string, SharedModule>;

/** The templates of the texts built from values (src/shared/errors/templates.ts), each once. */
const TEMPLATES = new Set<string>(Object.values(TEXT_TEMPLATES).flat());
/** The id a template's English is carried by in a chunk's catalogue, beside its translation's "s:…". */
const englishIdOf = (id: string) => `t:${id.slice(2)}`;

/**
 * A language's translations of the shared texts, by their id: a fixed text's as written (plain, not
 * ICU); a template's compiled, with its English compiled by the English id (englishIdOf).
 */
async function translatedSharedTexts(locale: string): Promise<Map<string, string | CompiledMessage>> {
  const translated = new Map<string, string | CompiledMessage>();
  for (const [text, translation] of await readSharedCatalogue(locale)) {
    if (translation === '') continue;
    const id = sharedTextId(text);
    if (!TEMPLATES.has(text)) {
      translated.set(id, translation);
      continue;
    }
    translated.set(id, compileMessage(translation));
    translated.set(englishIdOf(id), compileMessage(text));
  }
  return translated;
}

let sharedModules: Promise<SharedModules> | undefined;

/**
 * Each shared module with its exports: the error catalogue whole, the label modules' label maps.
 * Loaded through Vite's module runner once, not imported by the config: the texts a read names are
 * looked up in them while a module is transformed.
 */
function loadSharedModules(): Promise<SharedModules> {
  sharedModules ??= (async () => {
    const load = async (file: string) => (await runnerImport<Record<string, unknown>>(path.join(ROOT, 'src', 'shared', file))).module;
    const modules: SharedModules = new Map([['@shared/errors', { exports: await load('errors/index.ts'), isText: () => true }]]);
    for (const file of LABEL_MODULES) modules.set(`@shared/${file}`, { exports: await load(`${file}.ts`), isText: (name) => LABELS_NAME.test(name) });
    return modules;
  })();
  return sharedModules;
}

/** The shared module a web module's import names (`@shared/errors`, `@shared/errors/auth`, `@shared/statuses/booking`), if it holds shared texts. */
function sharedModuleOf(modules: SharedModules, specifier: string): SharedModule | undefined {
  return modules.get(specifier.startsWith('@shared/errors') ? '@shared/errors' : specifier);
}

/** The value a read of a shared module names (`AUTH_MESSAGES.notAuthenticated`), following fixed keys; undefined past a key only known when it runs. */
function sharedValueOf(exports: Record<string, unknown>, name: string, keys: (string | null)[]): unknown {
  let value: unknown = exports[name];
  for (const key of keys) value = key !== null && value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** The ids of the texts of an object (a label map), for a read whose key is only known when it runs. */
function textIdsOf(value: unknown): string[] {
  return value && typeof value === 'object' ? Object.values(value).filter((text): text is string => typeof text === 'string').map(sharedTextId) : [];
}

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

/**
 * Wraps every read of the shared catalogue in web code (`AUTH_MESSAGES.notAuthenticated`,
 * `roleMissingMessage(roles)`, `PASSWORD_RESET_DONE`) in `sharedText(…)`, so it shows in the reader's
 * language when it renders. Comparisons and `case` labels keep the English (a server's text is
 * compared with the catalogue's), and types are left alone.
 */
function wrapSharedTexts(): PluginObj {
  return {
    name: 'wrap-shared-texts',
    visitor: {
      Program(program, state) {
        const modules = (state.opts as { modules: SharedModules }).modules;
        const fileName = (state as { filename?: string }).filename ?? '';
        if (fileName.endsWith('/src/web/lib/shared-texts.ts')) return;
        const helpers: { text?: t.Identifier; labels?: t.Identifier } = {};
        const idsNode = (ids: string[]) => t.arrayExpression(ids.map((id) => t.stringLiteral(id)));
        for (const declaration of program.get('body')) {
          if (!declaration.isImportDeclaration() || declaration.node.importKind === 'type') continue;
          const shared = sharedModuleOf(modules, declaration.node.source.value);
          if (!shared) continue;
          for (const specifier of declaration.get('specifiers')) {
            if (!specifier.isImportSpecifier() || specifier.node.importKind === 'type' || !t.isIdentifier(specifier.node.imported)) continue;
            const imported = specifier.node.imported.name;
            if (!shared.isText(imported)) continue;
            const binding = program.scope.getBinding(specifier.node.local.name);
            for (const reference of binding?.referencePaths ?? []) {
              if (reference.findParent((parent) => parent.isTSType() || parent.isTSTypeQuery())) continue;
              // The whole read: `X.a.b`, `X[key]`, or the call `X.f(…)` / `f(…)`.
              let read: NodePath = reference;
              const keys: (string | null)[] = [];
              while (read.parentPath?.isMemberExpression({ object: read.node })) {
                const { property, computed } = read.parentPath.node;
                keys.push(!computed && t.isIdentifier(property) ? property.name : t.isStringLiteral(property) ? property.value : null);
                read = read.parentPath;
              }
              const isCall = Boolean(read.parentPath?.isCallExpression({ callee: read.node }));
              if (isCall) read = read.parentPath!;
              const parent = read.parentPath;
              if (!parent || !read.isExpression()) continue;
              if (parent.isBinaryExpression() && ['===', '!==', '==', '!='].includes(parent.node.operator)) continue;
              if (parent.isSwitchCase() || parent.isAssignmentExpression({ left: read.node }) || parent.isUnaryExpression({ operator: 'typeof' })) continue;
              if (parent.isMemberExpression() || parent.isExportSpecifier() || parent.isSpreadElement()) continue;
              const value = isCall ? undefined : sharedValueOf(shared.exports, imported, keys);
              let wrapped: t.Expression;
              if (!isCall && keys.length === 0 && value && typeof value === 'object') {
                helpers.labels ??= program.scope.generateUidIdentifier('sharedLabels');
                wrapped = t.callExpression(helpers.labels, [read.node, idsNode(textIdsOf(value))]);
              } else {
                helpers.text ??= program.scope.generateUidIdentifier('sharedText');
                const known: t.Expression[] = typeof value === 'string' ? [t.stringLiteral(sharedTextId(value))] : [];
                // A call of a function that builds a text from values: the ids of its templates.
                const templates = isCall && !keys.includes(null) ? (TEXT_TEMPLATES as Record<string, readonly string[]>)[[imported, ...keys].join('.')] : undefined;
                if (templates) known.push(idsNode(templates.map(sharedTextId)));
                // A read by a key known only when it runs: the ids of every text the map may give.
                const byKey = !isCall && keys.includes(null) ? [idsNode(textIdsOf(sharedValueOf(shared.exports, imported, keys.slice(0, keys.indexOf(null)))))] : [];
                wrapped = t.callExpression(helpers.text, [read.node, ...known, ...byKey]);
              }
              read.replaceWith(wrapped);
              read.skip();
            }
          }
        }
        const specifiers = [
          ...(helpers.text ? [t.importSpecifier(helpers.text, t.identifier('sharedText'))] : []),
          ...(helpers.labels ? [t.importSpecifier(helpers.labels, t.identifier('sharedLabels'))] : []),
        ];
        if (specifiers.length > 0) program.unshiftContainer('body', t.importDeclaration(specifiers, t.stringLiteral(SHARED_TEXT_MODULE)));
      },
    },
  };
}

/**
 * A module of the web app as the build and Vitest run it: Lingui's macros, the shared catalogue's
 * reads wrapped, and in a build the English messages compiled. Undefined for a module with neither.
 */
export async function transformMessages(code: string, id: string, isBuild: boolean): Promise<{ code: string; map: NonNullable<BabelFileResult['map']> | null } | undefined> {
  if (!/\.[jt]sx?$/.test(id) || id.includes('/node_modules/')) return undefined;
  // Tests keep the catalogue's English, which they compare with what a screen shows.
  const readsSharedTexts = id.startsWith(WEB_DIR) && !/\.test(-support)?\.tsx?$/.test(id) && SHARED_SPECIFIERS.some((specifier) => code.includes(specifier));
  if (!MACRO_IMPORT.test(code) && !readsSharedTexts) return undefined;
  const result = await transformAsync(code, {
    filename: id,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [
      ...(readsSharedTexts ? [[wrapSharedTexts, { modules: await loadSharedModules() }]] : []),
      [linguiMacro, { stripMessageField: false }],
      ...(isBuild ? [compileDescriptorMessages] : []),
    ],
  });
  return result?.code ? { code: result.code, map: result.map ?? null } : undefined;
}

export function messages(): Plugin {
  let isBuild = false;
  const catalogues = new Map<string, Map<string, CompiledMessage>>();
  const sharedCatalogues = new Map<string, Map<string, string | CompiledMessage>>();
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
      for (const locale of TRANSLATED_LOCALES) {
        catalogues.set(locale, await readCatalogue(locale));
        sharedCatalogues.set(locale, await translatedSharedTexts(locale));
      }
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return undefined;
      const locale = id.slice(VIRTUAL_PREFIX.length + 1);
      for (const file of catalogueFiles(locale)) this.addWatchFile(file);
      this.addWatchFile(path.join(SHARED_CATALOGUE_DIR, `${locale}.po`));
      const whole = { ...Object.fromEntries(await translatedSharedTexts(locale)), ...Object.fromEntries(await readCatalogue(locale)) };
      return `export default ${JSON.stringify(whole)};`;
    },
    transform(code, id) {
      return transformMessages(code, id, isBuild);
    },
    renderChunk(code) {
      const ids = new Set([...code.matchAll(DESCRIPTOR_ID)].map((match) => match[1]!));
      const sharedIds = new Set([...code.matchAll(SHARED_TEXT_ID)].map((match) => match[1]!));
      const perLocale: Record<string, string> = {};
      for (const [locale, catalogue] of catalogues) {
        const own = [...ids].filter((id) => catalogue.has(id)).sort();
        // The shared texts the chunk's code shows, by the ids written beside their reads.
        const sharedTranslations = sharedCatalogues.get(locale)!;
        const withEnglish = [...sharedIds].flatMap((id) => (sharedTranslations.has(englishIdOf(id)) ? [id, englishIdOf(id)] : [id]));
        const shared = withEnglish.filter((id) => sharedTranslations.has(id)).sort().map((id) => [id, sharedTranslations.get(id)!] as const);
        if (own.length === 0 && shared.length === 0) continue;
        const json = JSON.stringify({ ...Object.fromEntries(shared), ...Object.fromEntries(own.map((id) => [id, catalogue.get(id)])) });
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
