import type { Messages } from '@lingui/core';
import { displayLocaleTag } from '@shared/display-locale';
import { sharedTextId } from '@shared/text-ids';
import { matchTemplate, writeTemplate } from '@shared/text-templates';
import { i18n } from './i18n';
import { setFromTemplate } from './shared-texts';

/**
 * The texts of the shared catalogue built from values (`roleMissingMessage(roles)`,
 * `RELEASE_MESSAGES.quantityNotAvailable(…)`) in the reader's language (decision 233). A chunk whose
 * code calls such a function carries, in each language's catalogue, the template's translation (its
 * "s:" id) and its English ("t:"), both compiled (scripts/vite-messages.ts); the English text the
 * function wrote is matched back against the loaded templates for its values, as the server does with
 * what it sends (shared/text-templates.ts). English loads no catalogue, so its texts stay as written.
 */

const ENGLISH_PREFIX = 't:';

type Compiled = Parameters<typeof writeTemplate>[0];

let loaded: { messages: Messages; count: number; templates: (readonly [string, Compiled])[] } | undefined;

/** The templates the loaded catalogues hold, by the id of their translation; read again when more are loaded. */
function loadedTemplates(): (readonly [string, Compiled])[] {
  const messages = i18n.messages;
  const ids = Object.keys(messages);
  if (loaded?.messages !== messages || loaded.count !== ids.length) {
    const templates = ids.filter((id) => id.startsWith(ENGLISH_PREFIX)).map((id) => [`s:${id.slice(ENGLISH_PREFIX.length)}`, messages[id] as Compiled] as const);
    loaded = { messages, count: ids.length, templates };
  }
  return loaded.templates;
}

function fromTemplate(text: string): string | undefined {
  const matched = matchTemplate(loadedTemplates(), text);
  const translation = matched && i18n.messages[matched.key];
  if (!matched || !Array.isArray(translation)) return undefined;
  // A value that is a shared text itself ("Last error: …") in the reader's language too.
  const values = Object.fromEntries(
    Object.entries(matched.values).map(([name, value]) => {
      const translated = typeof value === 'string' ? i18n.messages[sharedTextId(value)] : undefined;
      return [name, typeof translated === 'string' ? translated : value];
    }),
  );
  return writeTemplate(translation, values, i18n.locale, displayLocaleTag());
}

/**
 * Lets sharedText put texts built from values in the reader's language. Called by the page table
 * (app/page-routes.tsx), which every page but the home page loads first: the first load has no room
 * for the matching.
 */
export function translateSharedTemplates(): void {
  setFromTemplate(fromTemplate);
}
