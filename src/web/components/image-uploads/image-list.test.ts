import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  countedImages,
  imageIdsOf,
  imageItemName,
  moveItem,
  readyImageNumbers,
  removeItem,
  replaceItem,
  savedImageItems,
  type ImageItem,
} from './image-list';

const image = (id: string) => ({ id, url: `/images/${id}.jpg`, thumbnailUrl: `/images/${id}-thumb.jpg` });

function list(): ImageItem[] {
  return [
    ...savedImageItems([image('a'), image('b')]),
    { key: 'up-1', status: 'uploading', fileName: 'c.png' },
    { key: 'up-2', status: 'failed', fileName: 'd.png', error: 'Too large' },
    { key: 'up-3', status: 'ready', fileName: 'e.png', image: image('e'), isSaved: false },
  ];
}

describe('image list', () => {
  it('sends the ids of finished images only, in display order', () => {
    expect(imageIdsOf(list())).toEqual(['a', 'b', 'e']);
  });

  it('counts saved, uploaded and uploading images towards the limit, not failures', () => {
    expect(countedImages(list())).toBe(4);
  });

  it('moves an image up or down and renumbers the order (the first is the main image)', () => {
    expect(imageIdsOf(moveItem(list(), 'up-3', -1))).toEqual(['a', 'b', 'e']);
    expect(imageIdsOf(moveItem(moveItem(moveItem(list(), 'up-3', -1), 'up-3', -1), 'up-3', -1))).toEqual(['a', 'e', 'b']);
    expect(imageIdsOf(moveItem(list(), 'saved-b', -1))).toEqual(['b', 'a', 'e']);
    expect(imageIdsOf(moveItem(list(), 'saved-a', 1))).toEqual(['b', 'a', 'e']);
  });

  it('leaves the list as it is when a move would leave it', () => {
    expect(moveItem(list(), 'saved-a', -1).map((item) => item.key)).toEqual(list().map((item) => item.key));
    expect(moveItem(list(), 'up-3', 1).map((item) => item.key)).toEqual(list().map((item) => item.key));
    expect(moveItem(list(), 'missing', 1).map((item) => item.key)).toEqual(list().map((item) => item.key));
  });

  it('numbers ready images in display order and names the others by their file', () => {
    const items = list();
    const numbers = readyImageNumbers(items);
    expect([...numbers]).toEqual([
      ['saved-a', 1],
      ['saved-b', 2],
      ['up-3', 3],
    ]);
    expect(items.map((item) => imageItemName(item, numbers, 'photo'))).toEqual(['photo 1', 'photo 2', 'c.png', 'd.png', 'photo 3']);
    expect(imageItemName({ key: 'up-4', status: 'uploading', fileName: '' }, numbers)).toBe('image');
  });

  it('removes and replaces by key', () => {
    expect(imageIdsOf(removeItem(list(), 'saved-a'))).toEqual(['b', 'e']);
    const done = replaceItem(list(), 'up-1', { key: 'up-1', status: 'ready', fileName: 'c.png', image: image('c'), isSaved: false });
    expect(imageIdsOf(done)).toEqual(['a', 'b', 'c', 'e']);
  });
});

describe('checkImageFile', () => {
  const MAX = 10 * 1024 * 1024;
  it('accepts JPEG, PNG, GIF and WebP up to the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(checkImageFile({ type, size: MAX }, MAX)).toEqual({ ok: true });
    }
  });

  it('refuses other types and files over the limit', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 }, MAX)).toEqual({ ok: false, reason: 'type' });
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 }, MAX)).toEqual({ ok: false, reason: 'type' });
    expect(checkImageFile({ type: 'image/png', size: MAX + 1 }, MAX)).toEqual({ ok: false, reason: 'size' });
  });

  it('leaves a file without a type to the server', () => {
    expect(checkImageFile({ type: '', size: 10 }, MAX)).toEqual({ ok: true });
  });
});
