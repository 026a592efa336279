import { sharedTextId } from '@shared/text-ids';
import { i18n } from './i18n';

/**
 * A text of the catalogue the web app shares with the server (src/shared/errors) in the reader's
 * language (decision 233). The build wraps every read of the catalogue in web code in this, with the
 * text's id (scripts/vite-messages.ts); the server's answers, which carry the catalogue's English
 * texts, go through it where they are shown (errorMessage, FieldError). English, anything but a
 * string, or a text with no translation loaded (one built from values) comes back as it is.
 */
export function sharedText<T>(value: T, id?: string): T {
  if (typeof value !== 'string') return value;
  const translated = i18n.messages[id ?? sharedTextId(value)];
  return (typeof translated === 'string' ? translated : value) as T;
}
