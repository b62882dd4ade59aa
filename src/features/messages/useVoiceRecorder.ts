/**
 * Recording a voice message with MediaRecorder, the shell of the hold-to-talk gesture (holdGesture.ts):
 * `start` on press, `stop(send)` on release — the gesture decides whether it is sent — and cut at
 * CHAT_VOICE_MAX_S, then sent; dropped when the bar goes away mid-recording. Says when the microphone
 * cannot be used.
 */
import { useEffect, useRef, useState } from 'react';
import { CHAT_VOICE_MAX_S } from '../../../contract/chat';

export type Recorded = { blob: Blob; seconds: number };

type Take = {
  recorder: MediaRecorder | null;
  startedAt: number;
  send: boolean;
  ended: boolean;
  timer: number;
};

export function useVoiceRecorder(onDone: (r: Recorded) => void, onNoMic: () => void, onCut: () => void) {
  const [since, setSince] = useState<number | null>(null);
  const take = useRef<Take | null>(null);

  function record(current: Take, stream: MediaStream): void {
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    recorder.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      if (take.current === current) take.current = null;
      setSince(null);
      if (!current.send) return;
      const seconds = Math.min(CHAT_VOICE_MAX_S, (Date.now() - current.startedAt) / 1000);
      onDone({
        blob: new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }),
        seconds: Math.round(seconds),
      });
    };
    current.recorder = recorder;
    current.startedAt = Date.now();
    current.timer = window.setTimeout(() => {
      onCut();
      stop(true);
    }, CHAT_VOICE_MAX_S * 1000);
    recorder.start();
    setSince(current.startedAt);
  }

  async function start(): Promise<void> {
    if (take.current) return;
    const current: Take = { recorder: null, startedAt: 0, send: false, ended: false, timer: 0 };
    take.current = current;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      take.current = null;
      if (!current.ended) onNoMic();
      return;
    }
    // Released before the microphone answered (a tap): nothing was recorded.
    if (current.ended) return stream.getTracks().forEach((track) => track.stop());
    record(current, stream);
  }

  function stop(send: boolean): void {
    const current = take.current;
    if (!current || current.ended) return;
    current.ended = true;
    current.send = send;
    window.clearTimeout(current.timer);
    if (!current.recorder) take.current = null;
    else if (current.recorder.state !== 'inactive') current.recorder.stop();
  }

  // Leaving the chat (or voice mode) mid-recording drops the recording and frees the microphone.
  useEffect(
    () => () => {
      const current = take.current;
      if (!current || current.ended) return;
      current.ended = true;
      window.clearTimeout(current.timer);
      if (current.recorder?.state === 'recording') current.recorder.stop();
    },
    [],
  );

  /** How long the microphone has been recording, or null while it has not started. */
  const recordedMs = () => (take.current?.recorder ? Date.now() - take.current.startedAt : null);

  return { since, start, stop, recordedMs };
}
