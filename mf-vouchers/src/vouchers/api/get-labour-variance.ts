import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type VoucherLabourVariance, type VoucherRevisionQuery } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';

/**
 * A revision's labour hours per employee against their timecard hours for the same device,
 * project, task code and day (beyond the spec): GET
 * /api/TMVoucher/GetTMVoucherLabourVariance with TMVoucherID and deviceId.
 */
export function getLabourVariance(query: VoucherRevisionQuery): Promise<Answer<VoucherLabourVariance>> {
  return api.get<VoucherLabourVariance>(ApiPaths.vouchers.labourVariance, { ...query });
}

export const labourVarianceKey = (query: VoucherRevisionQuery) =>
  ['voucher-labour-variance', query.TMVoucherID, query.deviceId] as const;

/** The labour variance beside the report; quiet: its section shows a failure itself. */
export function useLabourVariance(query: VoucherRevisionQuery) {
  return useQuery({
    queryKey: labourVarianceKey(query),
    queryFn: () => getLabourVariance(query).then((answer) => answer.data),
    meta: { quiet: true },
  });
}
