/**
 * The square a person chose of a picture, drawn at HEAD_PX × HEAD_PX as a JPEG: small enough to upload on
 * a weak signal, sharp enough for every place a head is shown.
 */
export const HEAD_PX = 256;
const QUALITY = 0.9;

/** A rectangle of the picture in its own pixels (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function cropSquare(picture: Blob, area: PixelArea, size = HEAD_PX): Promise<Blob> {
  const bitmap = await createImageBitmap(picture);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, size, size);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no JPEG'))), 'image/jpeg', QUALITY),
    );
  } finally {
    bitmap.close();
  }
}
