import type { TErpBidImport, TErpJob } from '#shared/schemas/erp';
import { startErpJob } from './jobs';
import { userBase } from './keys';

/** Import a bid (spec §7 "ERP integration"): POST {u}/profile/{profileId}/erp {opportunityId} → a 'bid' job. */
export function startBidImport(userId: number, profileId: number, body: TErpBidImport): Promise<TErpJob> {
  return startErpJob(`${userBase(userId)}/profile/${profileId}/erp`, body);
}
