/**
 * A QR code reader for the camera: the browser's own BarcodeDetector where it reads QR codes (Android's
 * Chrome and WebViews), else the `barcode-detector` polyfill (ZXing-C++ compiled to WebAssembly), its
 * .wasm served from our own origin — never a CDN: the CSP allows no other host, and a basement has no
 * signal (the service worker keeps it once fetched).
 */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    return (await Native.getSupportedFormats()).includes('qr_code')
      ? new Native({ formats: ['qr_code'] })
      : null;
  } catch {
    return null;
  }
}

export async function qrDetector(): Promise<QrDetector> {
  const native = await nativeDetector();
  if (native) return native;
  const [{ BarcodeDetector, setZXingModuleOverrides }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/pure'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  setZXingModuleOverrides({
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
