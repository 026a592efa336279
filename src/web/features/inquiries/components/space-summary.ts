import type { SpaceSummaryItem } from '@shared/contracts/inquiries';
import { formatSize } from '@shared/sizes';

/** "Indoor 25 m², Outdoors 10.50 m²": each requested type with its summed size. */
export function formatSpaceSummary(items: readonly SpaceSummaryItem[]): string {
  return items.map((item) => `${item.spaceTypeName} ${formatSize(item.sizeM2)}`).join(', ');
}
