/** What a list shows of a chat message: its text, or [图片] / [语音]. */
import type { ChatContentType } from '../../../contract/chat';
import { useT } from '../../i18n';

export function usePreview() {
  const t = useT();
  return (type: ChatContentType, content: string) =>
    type === 'image' ? t('msg.preview.image') : type === 'voice' ? t('msg.preview.voice') : content;
}
