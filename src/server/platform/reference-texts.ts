import type { I18n } from '@lingui/core';
import { isReferenceText } from '@shared/reference-texts';
import { sharedText } from './texts';

/** A space type's or a service's name in the language of `i18n` (src/shared/reference-texts.ts); a name the seed did not give, as written. */
export function referenceName(i18n: I18n, name: string): string {
  return isReferenceText(name) ? sharedText(i18n, name) : name;
}
