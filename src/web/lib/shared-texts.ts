import { sharedTextId } from '@shared/text-ids';
import { i18n } from './i18n';

/**
 * A text of the catalogue the web app shares with the server (src/shared/errors, and the label maps
 * of scripts/shared-messages.ts's LABEL_MODULES) in the reader's language (decision 233). The build
 * wraps every read of them in web code in this, with the text's id, or the ids of the texts a read by
 * key may give (scripts/vite-messages.ts); the server's answers, which carry the catalogue's English
 * texts, go through it where they are shown (errorMessage, FieldError). English, anything but a
 * string, or a text with no translation loaded (one built from values) comes back as it is.
 */
export function sharedText<T>(value: T, id?: string | readonly string[]): T {
  if (typeof value !== 'string') return value;
  const translated = i18n.messages[typeof id === 'string' ? id : sharedTextId(value)];
  return (typeof translated === 'string' ? translated : value) as T;
}

/**
 * @public (the build writes its imports, scripts/vite-messages.ts)
 * A label map (`BOOKING_STATUS_LABELS`) handed on whole, its texts in the reader's language; the
 * build gives the ids of its texts, so the chunk's catalogue carries them.
 */
export function sharedLabels<Map extends Record<string, unknown>>(labels: Map, _ids?: readonly string[]): Map {
  return Object.fromEntries(Object.entries(labels).map(([key, text]) => [key, sharedText(text)])) as Map;
}
