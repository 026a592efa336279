import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_WAREHOUSE_IMAGES,
  WAREHOUSE_FORM_MESSAGES,
  type WarehouseImage,
} from '@shared/contracts/warehouses';
import { GENERIC_MESSAGES } from '@shared/errors';
import { isApiError } from '@web/lib/api-client';
import { useDeleteWarehouseImage } from '@web/features/warehouses/api/delete-warehouse-image';
import { useUploadWarehouseImage } from '@web/features/warehouses/api/upload-warehouse-image';
import {
  checkImageFile,
  countedImages,
  imageIdsOf,
  moveItem,
  removeItem,
  replaceItem,
  savedImageItems,
  type ImageItem,
} from './image-list';

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `upload-${nextKey}`;
}

function uploadErrorMessage(error: unknown): string {
  // 413 and 415 carry the catalogue's texts; anything else says what went wrong in general.
  if (isApiError(error)) return error.message;
  return GENERIC_MESSAGES.fileUpload;
}

/**
 * The Images section's state. Each chosen file uploads at once (POST /api/warehouse-images) so
 * the warehouse body only names image ids; the list keeps saved images, uploads in progress and
 * failures in display order.
 */
export function useImageUploads(initialImages: readonly WarehouseImage[]) {
  const [items, setItems] = useState<ImageItem[]>(() => savedImageItems(initialImages));
  const controllers = useRef(new Map<string, AbortController>());
  const { mutateAsync: upload } = useUploadWarehouseImage();
  const { mutate: deletePending } = useDeleteWarehouseImage();

  // Leaving the page cancels uploads still running.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      let room = MAX_WAREHOUSE_IMAGES - countedImages(items);
      const added: ImageItem[] = [];
      const toUpload: { key: string; file: File }[] = [];
      for (const file of files) {
        const key = newKey();
        const check = checkImageFile(file, MAX_IMAGE_BYTES);
        if (!check.ok) {
          const error = check.reason === 'size' ? IMAGE_TOO_LARGE_MESSAGE : IMAGE_TYPE_MESSAGE;
          added.push({ key, status: 'failed', fileName: file.name, error });
        } else if (room <= 0) {
          added.push({ key, status: 'failed', fileName: file.name, error: WAREHOUSE_FORM_MESSAGES.tooManyImages });
        } else {
          room -= 1;
          added.push({ key, status: 'uploading', fileName: file.name });
          toUpload.push({ key, file });
        }
      }
      setItems((current) => [...current, ...added]);

      for (const { key, file } of toUpload) {
        const controller = new AbortController();
        controllers.current.set(key, controller);
        upload({ file, signal: controller.signal })
          .then((image) => {
            if (controller.signal.aborted) return;
            setItems((current) =>
              replaceItem(current, key, { key, status: 'ready', fileName: file.name, image, isSaved: false }),
            );
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            setItems((current) =>
              replaceItem(current, key, { key, status: 'failed', fileName: file.name, error: uploadErrorMessage(error) }),
            );
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [items, upload],
  );

  const remove = useCallback(
    (key: string) => {
      const item = items.find((entry) => entry.key === key);
      if (!item) return;
      if (item.status === 'uploading') controllers.current.get(key)?.abort();
      // A pending upload is deleted on the server; a saved image simply leaves imageIds and goes when the warehouse is saved.
      if (item.status === 'ready' && !item.isSaved) deletePending(item.image.id);
      setItems((current) => removeItem(current, key));
    },
    [items, deletePending],
  );

  const move = useCallback((key: string, direction: -1 | 1) => {
    setItems((current) => moveItem(current, key, direction));
  }, []);

  const imageIds = useMemo(() => imageIdsOf(items), [items]);
  const isUploading = items.some((item) => item.status === 'uploading');

  return { items, imageIds, isUploading, addFiles, remove, move };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
