/** Server-only route parameter schemas of the workflow engine's routes. */
import { z } from 'zod';

const id = z.string().min(1).max(64);

export const operatorParam = z.object({ operatorId: id });
export const taskParam = z.object({ taskId: id });
export const commentParam = z.object({ id });
export const flowIdParam = z.object({ flowId: id });
