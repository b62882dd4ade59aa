/**
 * A camera that films a QR code, for Chromium's fake capture device (`--use-file-for-fake-video-capture`):
 * the code drawn by the `qrcode` library into a Y4M video (grey: the luma plane holds the picture, the chroma
 * planes are neutral), which Chromium plays in a loop as the camera. The app's real reader then reads it.
 */
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;

/** Writes a Y4M file at `file` whose every frame shows `text` as a QR code, black on white, centred. */
export function writeQrVideo(file: string, text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 2 * quiet));
  const left = Math.floor((WIDTH - cell * modules.size) / 2);
  const top = Math.floor((HEIGHT - cell * modules.size) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < cell; y++)
        luma.fill(
          0,
          (top + row * cell + y) * WIDTH + left + col * cell,
          (top + row * cell + y) * WIDTH + left + (col + 1) * cell,
        );
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
