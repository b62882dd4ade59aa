/**
 * Queries of uploaded_files (migration 004). Given the upload's transaction, so the claim of the key and
 * the re-read of a repeat see one consistent state.
 */
import { and, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import type { UploadType } from '../../../contract';
import type { Db } from '../../db/client';
import { uploadedFiles } from '../../db/schema';

export type FileRow = typeof uploadedFiles.$inferSelect;
/** A row without its bytes: what a repeat or a check needs. */
export type FileInfo = Omit<FileRow, 'content'>;

const { content: _content, ...infoColumns } = getTableColumns(uploadedFiles);
/** The bytes as base64 text: PGlite hands back a large bytea many times slower (see schema.ts). */
const fileColumns = {
  ...infoColumns,
  content: sql<string>`encode(${uploadedFiles.content}, 'base64')`.mapWith((value: string) =>
    Buffer.from(value, 'base64'),
  ),
};

export class FileRepository {
  constructor(private readonly db: Db) {}

  /**
   * Inserts the file unless (user, key) is taken; false when it is. While another open transaction holds
   * the same key, PostgreSQL makes this INSERT wait for it to commit or roll back.
   */
  async insertIfAbsent(row: FileRow): Promise<boolean> {
    const rows = await this.db
      .insert(uploadedFiles)
      .values(row)
      .onConflictDoNothing({ target: [uploadedFiles.userId, uploadedFiles.idempotencyKey] })
      .returning({ key: uploadedFiles.idempotencyKey });
    return rows.length === 1;
  }

  async infoByKey(userId: string, key: string): Promise<FileInfo | null> {
    const [row] = await this.db
      .select(infoColumns)
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.idempotencyKey, key)));
    return row ?? null;
  }

  /** The owner's file of that type and name, bytes included; null for anyone else's or none. */
  async ownFile(userId: string, type: UploadType, fileName: string): Promise<FileRow | null> {
    const [row] = await this.db
      .select(fileColumns)
      .from(uploadedFiles)
      .where(this.owned(userId, type, fileName));
    return row ?? null;
  }

  /** The file of that type and name whoever uploaded it (the caller checks who may read it). */
  async anyFile(type: UploadType, fileName: string): Promise<FileRow | null> {
    const [row] = await this.db
      .select(fileColumns)
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.fileName, fileName), eq(uploadedFiles.type, type)));
    return row ?? null;
  }

  /**
   * The file of that name without its bytes, whatever folder it is in: the name is unique (migration 004),
   * and the platform's clients name the folder of their page, not the upload's.
   */
  async infoByName(fileName: string): Promise<FileInfo | null> {
    const [row] = await this.db
      .select(infoColumns)
      .from(uploadedFiles)
      .where(eq(uploadedFiles.fileName, fileName));
    return row ?? null;
  }

  /** How many bytes the user has uploaded since `since` (index uploaded_files_user_created, migration 024). */
  async bytesSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ bytes: sql<string>`coalesce(sum(${uploadedFiles.size}), 0)` })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.userId, userId), gte(uploadedFiles.createdAt, since)));
    return Number(row?.bytes ?? 0);
  }

  /** The media type of the user's own file of that type and name; null for anyone else's or none. */
  async ownedMimeType(userId: string, type: UploadType, fileName: string): Promise<string | null> {
    const [row] = await this.db
      .select({ mimeType: uploadedFiles.mimeType })
      .from(uploadedFiles)
      .where(this.owned(userId, type, fileName))
      .limit(1);
    return row?.mimeType ?? null;
  }

  private owned(userId: string, type: UploadType, fileName: string) {
    return and(
      eq(uploadedFiles.fileName, fileName),
      eq(uploadedFiles.type, type),
      eq(uploadedFiles.userId, userId),
    );
  }
}
