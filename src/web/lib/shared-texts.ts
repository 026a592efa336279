import { sharedTextId } from '@shared/text-ids';
import { i18n } from './i18n';

/**
 * A text of the catalogue the web app shares with the server (src/shared/errors, and the label maps
 * of scripts/shared-messages.ts's LABEL_MODULES) in the reader's language (decision 233). The build
 * wraps every read of them in web code in this, with the text's id, or the ids of the texts a read by
 * key may give (scripts/vite-messages.ts); the server's answers, which carry the catalogue's English
 * texts, go through it where they are shown (errorMessage, FieldError). A text built from values
 * (`roleMissingMessage(roles)`) is matched against its template by `fromTemplate` once a page's
 * code has set it (shared-templates.ts: out of the first load, which has no room for it). English,
 * anything but a string, or a text with no translation loaded comes back as it is.
 */
export function sharedText<T>(value: T, id?: string | readonly string[]): T {
  if (typeof value !== 'string') return value;
  const translated = i18n.messages[typeof id === 'string' ? id : sharedTextId(value)];
  return (typeof translated === 'string' ? translated : (fromTemplate?.(value) ?? value)) as T;
}

let fromTemplate: ((text: string) => string | undefined) | undefined;

/** Sets how a text built from values is put in the reader's language (shared-templates.ts). */
export function setFromTemplate(translate: typeof fromTemplate): void {
  fromTemplate = translate;
}

/**
 * @public (the build writes its imports, scripts/vite-messages.ts)
 * A label map (`BOOKING_STATUS_LABELS`) handed on whole, its texts in the reader's language; the
 * build gives the ids of its texts, so the chunk's catalogue carries them.
 */
export function sharedLabels<Map extends Record<string, unknown>>(labels: Map, _ids?: readonly string[]): Map {
  return Object.fromEntries(Object.entries(labels).map(([key, text]) => [key, sharedText(text)])) as Map;
}
