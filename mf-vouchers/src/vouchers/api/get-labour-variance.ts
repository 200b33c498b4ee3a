import { api } from '@tac/api-client';
import {
  ApiPaths,
  type Envelope,
  type VoucherLabourVariance,
  type VoucherRevisionQuery,
} from '@tac/contracts';

/**
 * A revision's labour hours per employee against their timecard hours for the same device,
 * project, task code and day (beyond the spec): GET
 * /api/TMVoucher/GetTMVoucherLabourVariance with TMVoucherID and deviceId.
 */
export function getLabourVariance(query: VoucherRevisionQuery): Promise<Envelope<VoucherLabourVariance>> {
  return api.get<VoucherLabourVariance>(ApiPaths.vouchers.labourVariance, { ...query });
}
