import { api } from '@tac/api-client';
import { ApiPaths, type PayrollLayout } from '@tac/contracts';

/** A batch's file in a layout: the bytes stored when it was made, the same every time. */
export const getBatchFile = (batchId: number, layout: PayrollLayout) =>
  api.getFile(ApiPaths.payroll.file, { batchId, layout });
