import type { ReportContactOption, ReportFormProblems, ReportScheduleUser } from '@tac/contracts';
import { Box, Button, HStack, SimpleGrid, Text } from '@tac/ui';
import { useState } from 'react';
import { delegateChoices, type ReportScheduleForm, recipientLabel, recipientsApply } from '../rules.ts';
import { ChosenList } from './ChosenList.tsx';
import { DelegatesDialog } from './DelegatesDialog.tsx';
import { InlineError } from './InlineError.tsx';
import { RecipientsDialog } from './RecipientsDialog.tsx';

export interface PeopleFieldsProps {
  form: ReportScheduleForm;
  problems: ReportFormProblems;
  contacts: readonly ReportContactOption[];
  users: readonly ReportScheduleUser[];
  loading: boolean;
  onChange: (form: ReportScheduleForm) => void;
}

/**
 * Who gets the report and who may manage it (spec 001 §3.4): Send Report To (not for the types sent
 * to the foremen, 2, 5 and 15) and the report delegates, each chosen in its selection modal.
 */
export function PeopleFields({ form, problems, contacts, users, loading, onChange }: PeopleFieldsProps) {
  const [open, setOpen] = useState<'recipients' | 'delegates' | null>(null);
  const withRecipients = recipientsApply(form.reportType);

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Box>
        <HStack justify="space-between" mb="1.5">
          <Text fontSize="sm" fontWeight="medium">
            Send Report To
            {withRecipients && (
              <Text as="span" aria-hidden color="fg.error" ms="1">
                *
              </Text>
            )}
          </Text>
          {withRecipients && (
            <Button size="xs" variant="outline" onClick={() => setOpen('recipients')}>
              Select recipients
            </Button>
          )}
        </HStack>
        {withRecipients ? (
          <ChosenList
            noun="recipients"
            items={form.sendReportTo.map((r) => ({ key: r.employeeEmailAddress, label: recipientLabel(r) }))}
            onRemove={(key) =>
              onChange({
                ...form,
                sendReportTo: form.sendReportTo.filter((r) => r.employeeEmailAddress !== key),
              })
            }
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            This report goes to the foremen of the chosen projects.
          </Text>
        )}
        <InlineError message={problems.sendReportTo} />
      </Box>
      <Box>
        <HStack justify="space-between" mb="1.5">
          <Text fontSize="sm" fontWeight="medium">
            Report Delegates
          </Text>
          <Button
            size="xs"
            variant="outline"
            disabled={form.reportType === ''}
            onClick={() => setOpen('delegates')}
          >
            Select delegates
          </Button>
        </HStack>
        <ChosenList
          noun="delegates"
          items={form.reportDelegate.map((d) => ({ key: d.delegateUserId, label: d.delegateUserName }))}
          onRemove={(key) =>
            onChange({ ...form, reportDelegate: form.reportDelegate.filter((d) => d.delegateUserId !== key) })
          }
        />
      </Box>
      {open === 'recipients' && (
        <RecipientsDialog
          contacts={contacts}
          loading={loading}
          chosen={form.sendReportTo}
          onApply={(sendReportTo) => {
            onChange({ ...form, sendReportTo });
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'delegates' && (
        <DelegatesDialog
          users={delegateChoices(form, users)}
          loading={loading}
          chosen={form.reportDelegate}
          onApply={(reportDelegate) => {
            onChange({ ...form, reportDelegate });
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </SimpleGrid>
  );
}
