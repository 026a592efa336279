import sharp from 'sharp';

/** Image and multipart helpers for every API test that uploads a file. */

/** A real picture of the given format, made on the spot. */
export async function makeImage(format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart/form-data body built by the platform's own FormData, as a browser would send it. */
export async function multipartBody(
  bytes: Uint8Array,
  options: { filename?: string; contentType?: string; field?: string } = {},
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([new Uint8Array(bytes)], { type: options.contentType ?? 'image/png' }), options.filename ?? 'photo.png');
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}
