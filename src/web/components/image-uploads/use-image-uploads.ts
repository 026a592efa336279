import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  MAX_IMAGE_BYTES,
  MAX_WAREHOUSE_IMAGES,
  type WarehouseImage,
} from '@shared/contracts/warehouses';
import { GENERIC_MESSAGES, IMAGE_MESSAGES, WAREHOUSE_FORM_MESSAGES } from '@shared/errors';
import { isApiError } from '@web/lib/api-client';
import type { UploadImageVariables } from '@web/lib/use-api-mutation';
import {
  checkImageFile,
  countedImages,
  imageIdsOf,
  imageRefsOf,
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

function uploadErrorMessage(error: unknown, failedMessage?: string): string {
  // With the single-space form's "Failed to upload image", that text leads and the server's reason follows.
  if (failedMessage) return isApiError(error) ? `${failedMessage}. ${error.message}` : failedMessage;
  // 413 and 415 carry the catalogue's texts; anything else says what went wrong in general.
  if (isApiError(error)) return error.message;
  return GENERIC_MESSAGES.fileUpload;
}

/**
 * Where and how a form's images upload. The limits and texts left out are the multi-space form's;
 * the single-space form and the listing request name their narrower rules.
 */
export type ImageUploadOptions = {
  /** Uploads one file as a pending image; a listing request's answer carries the secret its save presents. */
  upload: (variables: UploadImageVariables) => Promise<WarehouseImage & { uploadSecret?: string }>;
  /** Deletes a pending upload that is removed again; without it such an upload is left to the upload expiry. */
  deletePending?: (imageId: string) => Promise<unknown>;
  maxImages?: number;
  tooManyMessage?: string;
  acceptedTypes?: readonly string[];
  typeMessage?: string;
  uploadFailedMessage?: string;
  /** Shown when deleting a pending upload fails. */
  deleteFailedMessage?: string;
};

/**
 * The Images section's state, for every form with images (warehouse, single-space listing, listing
 * request). Each chosen file uploads at once, so the form's body only names image ids; the list
 * keeps saved images, uploads in progress and failures in display order.
 */
export function useImageUploads(initialImages: readonly WarehouseImage[], options: ImageUploadOptions) {
  const [items, setItems] = useState<ImageItem[]>(() => savedImageItems(initialImages));
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const { upload, deletePending, maxImages = MAX_WAREHOUSE_IMAGES, tooManyMessage = WAREHOUSE_FORM_MESSAGES.tooManyImages, acceptedTypes } = options;
  const { typeMessage = IMAGE_MESSAGES.type, uploadFailedMessage, deleteFailedMessage } = options;

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
      setDeleteError(null);
      let room = maxImages - countedImages(items);
      const added: ImageItem[] = [];
      const toUpload: { key: string; file: File }[] = [];
      for (const file of files) {
        const key = newKey();
        const check = checkImageFile(file, MAX_IMAGE_BYTES, acceptedTypes);
        if (!check.ok) {
          const error = check.reason === 'size' ? IMAGE_MESSAGES.tooLarge : typeMessage;
          added.push({ key, status: 'failed', fileName: file.name, error });
        } else if (room <= 0) {
          added.push({ key, status: 'failed', fileName: file.name, error: tooManyMessage });
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
          .then(({ uploadSecret, ...image }) => {
            if (controller.signal.aborted) return;
            const ready: ImageItem = { key, status: 'ready', fileName: file.name, image, isSaved: false, ...(uploadSecret ? { uploadSecret } : {}) };
            setItems((current) => replaceItem(current, key, ready));
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            setItems((current) =>
              replaceItem(current, key, { key, status: 'failed', fileName: file.name, error: uploadErrorMessage(error, uploadFailedMessage) }),
            );
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [items, upload, maxImages, tooManyMessage, acceptedTypes, typeMessage, uploadFailedMessage],
  );

  const remove = useCallback(
    (key: string) => {
      const item = items.find((entry) => entry.key === key);
      if (!item) return;
      if (item.status === 'uploading') controllers.current.get(key)?.abort();
      // A pending upload is deleted on the server; a saved image simply leaves imageIds and goes when the warehouse is saved.
      setDeleteError(null);
      if (item.status === 'ready' && !item.isSaved && deletePending) {
        deletePending(item.image.id).catch(() => setDeleteError(deleteFailedMessage ?? null));
      }
      setItems((current) => removeItem(current, key));
    },
    [items, deletePending, deleteFailedMessage],
  );

  const move = useCallback((key: string, direction: -1 | 1) => {
    setItems((current) => moveItem(current, key, direction));
  }, []);

  /** Once a save has attached them, the images belong to what was saved: later saves name them by id only. */
  const markSaved = useCallback((saved: readonly WarehouseImage[]) => {
    setItems(savedImageItems(saved));
  }, []);

  const imageIds = useMemo(() => imageIdsOf(items), [items]);
  const imageRefs = useMemo(() => imageRefsOf(items), [items]);
  const isUploading = items.some((item) => item.status === 'uploading');

  return { items, imageIds, imageRefs, isUploading, deleteError, addFiles, remove, move, markSaved };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
