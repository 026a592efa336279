/**
 * The id a text of the shared catalogue (src/shared/errors) is looked up by in a language's messages
 * (decision 233): "s:" and the FNV-1a hash of the English text, in base 36. The web build writes it
 * beside each read of the catalogue, so a chunk's catalogue carries the translations of the shared
 * texts its code shows; the browser computes the same id for a text the server sent.
 */
export function sharedTextId(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `s:${hash.toString(36)}`;
}
