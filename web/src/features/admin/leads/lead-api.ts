import {
  leadDetailSchema,
  leadPath,
  type LeadChange,
  type LeadDetail,
  type LeadModeration,
} from '../../../../../shared/leads/inbox';
import { apiRequest } from '../../../data/api-client';

/** The inbox's writes and downloads; reads go through useGridData and useLead. */
export async function saveLeadChange(id: string, change: LeadChange): Promise<LeadDetail> {
  return leadDetailSchema.parse(await apiRequest(leadPath(id), { method: 'PATCH', body: change }));
}

export async function moderateLead(id: string, moderation: LeadModeration): Promise<LeadDetail> {
  return leadDetailSchema.parse(
    await apiRequest(`${leadPath(id)}/moderation`, { method: 'POST', body: moderation }),
  );
}
