/**
 * 更换头像: pick a picture (the camera or the gallery, as the phone offers), move and zoom it under a square
 * (react-easy-crop), and 确定 hands the square (cropSquare) to `onCropped`, which queues it. The cropper's
 * styles come from the library's stylesheet, bundled and precached with the screen, not from a <style> it
 * would inject at run time.
 */
import { useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { Button } from 'framework7-react';
import { PickerHeader, PickerSheet } from '../../../ui/picker/PickerSheet';
import { useT } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { cropSquare } from './cropSquare';

const MAX_ZOOM = 4;

interface Picked {
  blob: Blob;
  url: string;
}

interface CropSheetProps {
  picked: Picked | null;
  busy: boolean;
  onCancel: () => void;
  onUse: (area: Area) => void;
}

/** The picture under a round square: drag to move it, pinch or the slider to zoom it, 确定 to take it. */
function CropSheet({ picked, busy, onCancel, onUse }: CropSheetProps) {
  const t = useT();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <PickerSheet
      opened={picked !== null}
      onClose={onCancel}
      label={t('personal.cropTitle')}
      testId="head-crop"
    >
      <PickerHeader
        title={t('personal.cropTitle')}
        onCancel={onCancel}
        onConfirm={busy || !area ? undefined : () => onUse(area)}
      />
      {picked && (
        <div className="head-crop">
          <Cropper
            image={picked.url}
            crop={crop}
            zoom={zoom}
            maxZoom={MAX_ZOOM}
            aspect={1}
            cropShape="round"
            showGrid={false}
            disableAutomaticStylesInjection
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        </div>
      )}
      <p className="head-crop-hint">{t('personal.cropHint')}</p>
      <label className="head-crop-zoom">
        {t('personal.zoom')}
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.1}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
        />
      </label>
    </PickerSheet>
  );
}

export function AvatarEditor({ onCropped }: { onCropped: (head: Blob) => Promise<void> }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast(t('personal.notPicture'));
    setPicked({ blob: file, url: URL.createObjectURL(file) });
  };
  const close = () => {
    if (picked) URL.revokeObjectURL(picked.url);
    setPicked(null);
    if (input.current) input.current.value = '';
  };
  const use = async (area: Area) => {
    if (!picked) return;
    setBusy(true);
    try {
      await onCropped(await cropSquare(picked.blob, area));
      close();
    } catch {
      toast(t('personal.cropFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="button" small outline onClick={() => input.current?.click()}>
        {t('personal.changeHead')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('personal.changeHead')}
        data-testid="head-input"
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <CropSheet
        key={picked?.url ?? ''}
        picked={picked}
        busy={busy}
        onCancel={close}
        onUse={(area) => void use(area)}
      />
    </>
  );
}
