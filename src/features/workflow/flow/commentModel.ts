/**
 * A new flow comment's rules, pure: some text or at least one image, text within the contract's 1,000
 * characters, at most 9 images, none larger than the server takes. Problems are i18n keys.
 */
import { MAX_UPLOAD_BYTES } from '../../../../contract';

export const MAX_COMMENT_TEXT = 1000;
export const MAX_COMMENT_IMAGES = 9;

export interface CommentImage {
  name: string;
  type: string;
  blob: Blob;
}

export function commentProblem(text: string, images: readonly CommentImage[]): string | null {
  const trimmed = text.trim();
  if (!trimmed && images.length === 0) return 'wfFlow.comment.emptyInput';
  if (trimmed.length > MAX_COMMENT_TEXT) return 'wfFlow.comment.tooLong';
  if (images.length > MAX_COMMENT_IMAGES) return 'wfFlow.comment.tooMany';
  return null;
}

/** The picked files that can be added: images only, within the size limit and the room left. */
export function acceptImages(
  picked: readonly CommentImage[],
  current: number,
): { accepted: CommentImage[]; tooBig: CommentImage[]; overflow: boolean } {
  const images = picked.filter((f) => f.type.startsWith('image/'));
  const tooBig = images.filter((f) => f.blob.size > MAX_UPLOAD_BYTES);
  const fitting = images.filter((f) => f.blob.size <= MAX_UPLOAD_BYTES);
  const room = Math.max(0, MAX_COMMENT_IMAGES - current);
  return { accepted: fitting.slice(0, room), tooBig, overflow: fitting.length > room };
}
