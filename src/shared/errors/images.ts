/** Image uploads of every form (warehouse, single-space listing, listing request). */

export const IMAGE_MESSAGES = {
  tooLarge: 'The image is larger than 10 MB. Please choose a smaller file.',
  type: 'Please choose a JPEG, PNG, GIF or WebP image.',
  /** POST /api/warehouse-images without a multipart field "file". */
  required: 'Please choose an image to upload.',
  /** Removing someone else's upload (spec 01 section 5). */
  deleteForbidden: 'Unauthorized to delete this image',
  notFound: 'Image not found',
  /** DELETE /api/warehouse-images/:id removes pending uploads only; a saved image goes with the warehouse form (409). */
  alreadySaved: 'This image belongs to a saved warehouse. Remove it in the warehouse form and save.',
  /** Spec 01 section 9 (single-space warehouses); also any image that does not decode. */
  uploadFailed: 'Failed to upload image',
  /** Not in the spec: a multipart body without a usable boundary, or cut off. */
  malformedUpload: 'The upload could not be read. Please choose the file again.',
  /** Not in the spec: the image decodes to more pixels than MAX_IMAGE_PIXELS (server/platform/images.ts). */
  tooManyPixels: 'The image has too many pixels (at most 50 megapixels). Please choose a smaller image.',
  /** Not in the spec: more uploads are waiting to be processed than the server queues. */
  queueFull: 'Too many images are being processed right now. Please try again in a moment.',
} as const;
