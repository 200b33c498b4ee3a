import { errorMessage } from '@tac/api-client';
import { ButtonClaim, hasClaim, Messages, type PayrollBatch, type PayrollLayout } from '@tac/contracts';
import { useSession } from '@tac/session';
import { Heading, Stack, Text } from '@tac/ui';
import { downloadBlob } from '@tac/ui/pdf';
import { Tabs } from '@tac/ui/tabs';
import { notify } from '@tac/ui/toast';
import { useCallback, useState } from 'react';
import { getBatchFile } from './api/get-batch-file.ts';
import { BatchDialog } from './BatchDialogs.tsx';
import { type BatchAction, BatchesTable } from './BatchesTable.tsx';
import { MappingsPanel } from './MappingsPanel.tsx';
import { NewBatchPanel } from './NewBatchPanel.tsx';

/**
 * /PayrollExport (shared/docs/payroll-export.md, shared/docs/remotes/timecards.md): make a batch of
 * approved lines, download its files, see its lines, files and History, follow its Integration
 * Status to Processed, or cancel it; and the Mappings the payroll files need.
 */
export function PayrollExportPage() {
  const canExport = useSession((s) => hasClaim(s.user.claimValue, ButtonClaim.PayrollExport));
  const [open, setOpen] = useState<{ action: BatchAction; batch: PayrollBatch } | null>(null);
  const download = useCallback(async (batch: PayrollBatch, layout: PayrollLayout) => {
    try {
      const file = await getBatchFile(batch.id, layout);
      downloadBlob(file.blob, file.fileName);
    } catch (error) {
      notify.error(errorMessage(error, Messages.requestFailed));
    }
  }, []);
  const act = useCallback((action: BatchAction, batch: PayrollBatch) => setOpen({ action, batch }), []);

  return (
    <Stack gap="4" minW="0">
      <Heading as="h1" size="xl">
        Payroll Export
      </Heading>
      {canExport ? (
        <Tabs.Root defaultValue="batches" variant="enclosed" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="batches">Batches</Tabs.Trigger>
            <Tabs.Trigger value="mappings">Mappings</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="batches">
            <Stack gap="4">
              <NewBatchPanel />
              <BatchesTable canAct onDownload={download} onAction={act} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="mappings">
            <MappingsPanel />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <Text role="alert">Exporting to payroll needs the payroll export claim (btn.payroll.export).</Text>
      )}
      {open ? <BatchDialog action={open.action} batch={open.batch} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
