/**
 * The camera and the reading loop behind 扫一扫: the rear camera into a <video>, read a few times a second
 * until a QR code is seen; stopping releases the camera (its light goes off). No React.
 */
import { qrDetector } from './detector';

const READ_EVERY_MS = 200;

export interface ScanRun {
  stop(): void;
}

export async function startScan(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
  onError: (err: unknown) => void,
): Promise<ScanRun> {
  const [stream, detector] = await Promise.all([
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
    qrDetector(),
  ]);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  const read = async () => {
    if (stopped) return;
    try {
      const found = video.readyState >= 2 ? await detector.detect(video) : [];
      const text = found.find((code) => code.rawValue)?.rawValue;
      if (text && !stopped) {
        stop();
        return onCode(text);
      }
    } catch (err) {
      stop();
      return onError(err);
    }
    timer = setTimeout(() => void read(), READ_EVERY_MS);
  };
  video.srcObject = stream;
  await video.play();
  void read();
  return { stop };
}
