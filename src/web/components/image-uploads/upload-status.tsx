import { Trans } from '@lingui/react/macro';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import type { ImageItem } from './image-list';

/**
 * An image still uploading (a status) or refused (an alert with the file's name and why), in the
 * place its thumbnail takes once it is ready; null for a ready image, which the form draws itself.
 */
export function UploadStatus({ item }: { item: ImageItem }) {
  if (item.status === 'uploading') {
    const fileName = item.fileName;
    return (
      <div role="status" className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-md bg-white p-3 text-center text-sm text-ink-muted">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-700 motion-reduce:animate-none" />
        <span className="break-all">
          <Trans>Uploading {fileName}…</Trans>
        </span>
      </div>
    );
  }
  if (item.status === 'failed') {
    return (
      <div role="alert" className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-center text-sm text-danger">
        <TriangleAlert aria-hidden="true" className="size-6" />
        <span className="font-semibold break-all">{item.fileName}</span>
        <span>{item.error}</span>
      </div>
    );
  }
  return null;
}
