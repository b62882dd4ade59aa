/**
 * Who approves a form first: the applicant's manager (users.manager_id); when there is none (or the account
 * is disabled), the head of the applicant's organisation, going up the tree past units headed by nobody,
 * by a disabled account or by the applicant themself. Null when the tree runs out.
 */
import type { FlowRepository } from './flow-repository';

/** Far deeper than any hospital; stops a corrupt parent cycle. */
const MAX_DEPTH = 32;

async function activeHead(repo: FlowRepository, headId: string | null, applicantId: string) {
  return headId !== null && headId !== applicantId && (await repo.isActive(headId));
}

export async function firstApprover(repo: FlowRepository, applicantId: string): Promise<string | null> {
  const applicant = await repo.person(applicantId);
  if (!applicant) return null;
  if (await activeHead(repo, applicant.managerId, applicantId)) return applicant.managerId;
  let organizeId: string | null = applicant.organizeId;
  for (let depth = 0; organizeId !== null && depth < MAX_DEPTH; depth++) {
    const unit = await repo.organize(organizeId);
    if (!unit) return null;
    if (await activeHead(repo, unit.managerId, applicantId)) return unit.managerId;
    organizeId = unit.parentId;
  }
  return null;
}
