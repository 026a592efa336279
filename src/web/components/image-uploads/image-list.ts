import { t } from '@lingui/core/macro';
import type { WarehouseImage } from '@shared/contracts/warehouses';

/**
 * The Images section's list: saved images, uploads in progress and uploads that failed, in display
 * order. Pure functions (tested on their own); the form keeps the list in state.
 */

export type ImageItem =
  | { key: string; status: 'uploading'; fileName: string }
  | { key: string; status: 'failed'; fileName: string; error: string }
  | {
      key: string;
      status: 'ready';
      fileName: string;
      image: WarehouseImage;
      /** True for an image of the saved warehouse; false for an upload this form made (pending on the server). */
      isSaved: boolean;
      /** A listing request's pending upload: the secret its save presents to attach it. */
      uploadSecret?: string;
    };

export type ReadyImage = Extract<ImageItem, { status: 'ready' }>;

export function isReady(item: ImageItem): item is ReadyImage {
  return item.status === 'ready';
}

export function savedImageItems(images: readonly WarehouseImage[]): ImageItem[] {
  return images.map((image) => ({ key: `saved-${image.id}`, status: 'ready', fileName: '', image, isSaved: true }));
}

/** Ids in display order, for the body's imageIds: only finished uploads count; the first is the main image. */
export function imageIdsOf(items: readonly ImageItem[]): string[] {
  return items.filter(isReady).map((item) => item.image.id);
}

/** Ids and, for a listing request's pending uploads, their secrets, in display order. */
export function imageRefsOf(items: readonly ImageItem[]): { id: string; uploadSecret?: string }[] {
  return items.filter(isReady).map((item) => (item.uploadSecret ? { id: item.image.id, uploadSecret: item.uploadSecret } : { id: item.image.id }));
}

/** Ready images numbered in display order (the first is the main one); uploads running or failed have no number. */
export function readyImageNumbers(items: readonly ImageItem[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const item of items) if (isReady(item)) numbers.set(item.key, numbers.size + 1);
  return numbers;
}

/**
 * How an item's buttons name it to a screen reader: "image 2" ("photo 2"), or its file's name while it
 * uploads or after it failed. Called while a form renders, which uses useLingui so it follows the language.
 */
export function imageItemName(item: ImageItem, numbers: ReadonlyMap<string, number>, noun?: string): string {
  const number = numbers.get(item.key);
  if (noun === undefined) return number === undefined ? item.fileName || t`image` : t`image ${number}`;
  return number === undefined ? item.fileName || noun : `${noun} ${number}`;
}

/** Images that count towards the limit: saved, uploaded and still uploading. */
export function countedImages(items: readonly ImageItem[]): number {
  return items.filter((item) => item.status !== 'failed').length;
}

export function replaceItem(items: readonly ImageItem[], key: string, next: ImageItem): ImageItem[] {
  return items.map((item) => (item.key === key ? next : item));
}

export function removeItem(items: readonly ImageItem[], key: string): ImageItem[] {
  return items.filter((item) => item.key !== key);
}

/** Moves an item one place up (-1) or down (+1); unchanged at either end. */
export function moveItem(items: readonly ImageItem[], key: string, direction: -1 | 1): ImageItem[] {
  const index = items.findIndex((item) => item.key === key);
  const target = index + direction;
  if (index < 0 || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** What the file input accepts. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export type FileCheck = { ok: true } | { ok: false; reason: 'type' | 'size' };

/**
 * The client's own checks before an upload; the server checks again (413, 415). A file the browser
 * gives no type for is left to the server, which reads the file's content.
 */
export function checkImageFile(
  file: { type: string; size: number },
  maxBytes: number,
  acceptedTypes: readonly string[] = ACCEPTED_IMAGE_TYPES,
): FileCheck {
  if (file.type !== '' && !acceptedTypes.includes(file.type)) {
    return { ok: false, reason: 'type' };
  }
  if (file.size > maxBytes) return { ok: false, reason: 'size' };
  return { ok: true };
}
