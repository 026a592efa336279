import type { SpaceSummaryItem } from '@shared/contracts/inquiries';
import { formatSize } from '@shared/sizes';
import { referenceText } from '@web/lib/reference-texts';

/** "Indoor 25 m², Outdoors 10.50 m²": each requested type (in the reader's language) with its summed size. Call it while rendering. */
export function formatSpaceSummary(items: readonly SpaceSummaryItem[]): string {
  return items.map((item) => `${referenceText(item.spaceTypeName)} ${formatSize(item.sizeM2)}`).join(', ');
}
