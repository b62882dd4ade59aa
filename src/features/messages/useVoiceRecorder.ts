/**
 * Recording a voice message with MediaRecorder: start on press, stop on release (sent if at least 1 s,
 * cut at CHAT_VOICE_MAX_S), cancel when the finger slides away. Says when the microphone cannot be used.
 */
import { useRef, useState } from 'react';
import { CHAT_VOICE_MAX_S } from '../../../contract/chat';

export type Recorded = { blob: Blob; seconds: number };

export function useVoiceRecorder(
  onDone: (r: Recorded) => void,
  onError: (why: 'noMic' | 'tooShort') => void,
) {
  const [recording, setRecording] = useState(false);
  const state = useRef<{ recorder: MediaRecorder; startedAt: number; cancel: boolean; timer: number } | null>(
    null,
  );

  async function start(): Promise<void> {
    if (state.current) return;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return onError('noMic');
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    recorder.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      const s = state.current;
      state.current = null;
      setRecording(false);
      if (!s || s.cancel) return;
      const seconds = Math.min(CHAT_VOICE_MAX_S, (Date.now() - s.startedAt) / 1000);
      if (seconds < 1) return onError('tooShort');
      onDone({
        blob: new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }),
        seconds: Math.round(seconds),
      });
    };
    const timer = window.setTimeout(() => stop(false), CHAT_VOICE_MAX_S * 1000);
    state.current = { recorder, startedAt: Date.now(), cancel: false, timer };
    recorder.start();
    setRecording(true);
  }

  function stop(cancel: boolean): void {
    const s = state.current;
    if (!s) return;
    window.clearTimeout(s.timer);
    s.cancel = cancel;
    if (s.recorder.state !== 'inactive') s.recorder.stop();
  }

  return { recording, start, stop };
}
