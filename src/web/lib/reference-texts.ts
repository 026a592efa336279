import { isReferenceText, REFERENCE_TEXTS } from '@shared/reference-texts';

/** A reference list's name or description in the reader's language; one the seed did not give, as written. Call it while rendering. */
export function referenceText(text: string): string {
  // The build gives this read the reader's language (the shared catalogue's label maps, decision 233).
  return isReferenceText(text) ? REFERENCE_TEXTS[text]! : text;
}

/** A reference list's rows with their names in the reader's language, for a select's options. Call it while rendering. */
export function referenceItems<Item extends { name: string }>(items: readonly Item[]): Item[] {
  return items.map((item) => ({ ...item, name: referenceText(item.name) }));
}
