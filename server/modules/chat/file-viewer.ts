/**
 * A chat's pictures and recordings are its two people's: the rule the chat lends the file module's download
 * (file/visible-file.ts `FileViewer`, wired by buildApp), so file never imports the chat.
 */
import { downloadPath } from '../../../contract';
import type { FileViewer } from '../file/visible-file';
import { ChatRepository } from './repository';

export const seesChatMedia: FileViewer = (db, viewer, file) =>
  new ChatRepository(db).showsMedia(viewer, downloadPath(file.type, file.fileName));
