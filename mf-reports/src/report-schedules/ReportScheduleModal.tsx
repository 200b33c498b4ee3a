import { errorMessage } from '@tac/api-client';
import {
  firstReportProblem,
  Messages,
  REPORT_DESCRIPTION_MAX,
  REPORT_MESSAGE_MAX,
  REPORT_SUBJECT_MAX,
  type ReportFormProblems,
  ReportMessages,
  RUN_NOW,
  reportTypeName,
  reportTypesForRole,
  SCHEDULE_NAME_MAX,
} from '@tac/contracts';
import { useSession } from '@tac/session';
import { Box, Button, Center, Heading, SimpleGrid, Spinner, Stack, Text } from '@tac/ui';
import { todayIso } from '@tac/ui/date-picker';
import { FormModal, TextField } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { notify } from '@tac/ui/toast';
import { type ReactNode, useMemo, useState } from 'react';
import { useActiveProjects } from './api/get-active-projects.ts';
import { useProjectDivisions } from './api/get-project-division-list.ts';
import { useProjectTaskCodes } from './api/get-project-task-codes.ts';
import { useReportSchedule } from './api/get-report-schedule.ts';
import { useScheduleContacts } from './api/get-schedule-contacts.ts';
import { useScheduleUsers } from './api/get-schedule-users.ts';
import { useRunReportScheduleNow, useSaveReportSchedule } from './api/use-schedule-writes.ts';
import { ChoiceField } from './form/ChoiceField.tsx';
import { PeopleFields } from './form/PeopleFields.tsx';
import { ScheduleTimeFields } from './form/ScheduleTimeFields.tsx';
import { ScopeFields } from './form/ScopeFields.tsx';
import {
  allowedDelegates,
  emptyScheduleForm,
  formFromSchedule,
  hasAllProjects,
  projectChoices,
  type ReportScheduleForm,
  scheduleFormProblems,
  taskCodesApply,
  taskCodesAreTM,
  toScheduleSave,
  withReportType,
} from './rules.ts';

export interface ReportScheduleModalProps {
  /** The schedule to edit; absent: a new one. */
  scheduleId?: number;
  onClose: () => void;
  /** After a successful save (which refreshed the list): the page closes the modal. */
  onSaved: () => void;
}

/** Why a load failed, or null. */
const failureOf = (error: Error | null): string | null =>
  error ? errorMessage(error, Messages.requestFailed) : null;

/**
 * Add or edit a report schedule (spec 001 §2.4, §3.4, §4.5, §5.4): every field of §3.4, the choices
 * the role allows (§6), inline '<Field> is required' and the other §5.4 messages under their fields
 * once Save or Run now was pressed, the server's answer as a toast (§8).
 */
export function ReportScheduleModal({ scheduleId, onClose, onSaved }: ReportScheduleModalProps) {
  const userId = useSession((s) => s.user.userId);
  const roleName = useSession((s) => s.user.roleName);
  const editing = scheduleId !== undefined;

  // Each failure is shown in the modal's body (the queries are quiet).
  const schedule = useReportSchedule(scheduleId);
  const contacts = useScheduleContacts();
  const users = useScheduleUsers();
  const projects = useActiveProjects();
  const divisions = useProjectDivisions(userId);
  const saveSchedule = useSaveReportSchedule();
  const runScheduleNow = useRunReportScheduleNow();

  const loaded = schedule.data;
  const [form, setForm] = useState<ReportScheduleForm | null>(() => (editing ? null : emptyScheduleForm()));
  if (form === null && loaded) setForm(formFromSchedule(loaded));
  const hasFullAccess = loaded?.hasFullAccess ?? true;
  const failure = failureOf(schedule.error);
  // A choice list that could not be loaded is told, not shown as an empty list.
  const choiceFailures = (
    [
      ['Projects', projects.error],
      ['Divisions', divisions.error],
      ['Recipients', contacts.error],
      ['Delegates', users.error],
    ] as const
  ).flatMap(([label, error]) => (error ? [`${label}: ${failureOf(error)}`] : []));

  // Task codes of the chosen projects (spec 001 §7), T&M codes for the T&M types.
  const projectIds = (form?.projects ?? []).filter((p) => !p.isAllProject).map((p) => p.projectID);
  const wantsTasks = form !== null && taskCodesApply(form.reportType) && projectIds.length > 0;
  const isTMCode = form !== null && taskCodesAreTM(form.reportType);
  const tasks = useProjectTaskCodes(projectIds, isTMCode, wantsTasks);
  const taskOptions = wantsTasks ? tasks.data : [];

  const userList = users.data ?? [];
  const reportTypes = useMemo(() => {
    const offered: { value: string; label: string }[] = reportTypesForRole(roleName).map((t) => ({
      value: t.code,
      label: t.name,
    }));
    // A schedule of a type this role is not offered (made by someone else) still shows its type.
    const own = loaded?.reportType;
    if (own && !offered.some((t) => t.value === own))
      offered.unshift({ value: own, label: reportTypeName(own) });
    return offered;
  }, [roleName, loaded?.reportType]);
  const choices = useMemo(
    () => projectChoices(projects.data ?? [], roleName, form?.reportType ?? ''),
    [projects.data, roleName, form?.reportType],
  );

  // Problems show once a save was tried, and follow the edits from then on.
  const [tried, setTried] = useState<'save' | 'run-now' | null>(null);
  const today = todayIso();
  const problems: ReportFormProblems = form && tried ? scheduleFormProblems(form, today) : {};
  const [runningNow, setRunningNow] = useState(false);

  /**
   * Save, and with Run now also send the report once, now (shared/docs/remotes/reports.md "Run
   * now"): the schedule keeps its run, day and time, so Run now checks the form as Save does. A new
   * schedule whose hour is 'now' runs once at its save, so Run now asks for no second send.
   */
  const save = async (runNow: boolean) => {
    if (!form) return;
    setTried(runNow ? 'run-now' : 'save');
    const first = firstReportProblem(scheduleFormProblems(form, today));
    if (first) {
      notify.error(first.message);
      return;
    }
    const saved = await writeWithToasts(() =>
      saveSchedule.mutateAsync(toScheduleSave(form, { userId, taskOptions: taskOptions ?? [] })),
    );
    if (!saved) return;
    // A refused send leaves the schedule saved: the modal closes all the same.
    if (runNow && (editing || form.hour !== RUN_NOW))
      await writeWithToasts(() => runScheduleNow.mutateAsync(saved.data.id));
    onSaved();
  };

  const runNow = async () => {
    setRunningNow(true);
    try {
      await save(true);
    } finally {
      setRunningNow(false);
    }
  };

  const set = <K extends keyof ReportScheduleForm>(key: K, value: ReportScheduleForm[K]) =>
    setForm((f) => (f ? { ...f, [key]: value } : f));

  return (
    <FormModal
      open
      title={editing ? 'Edit Report Schedule' : 'Add Report Schedule'}
      submitLabel={editing ? 'Update' : 'Save'}
      cancelLabel="Back"
      size="xl"
      scrollInside
      submitDisabled={form === null || runningNow || !hasFullAccess}
      actions={
        form?.mode === 'day' &&
        hasFullAccess && (
          <Button
            type="button"
            variant="outline"
            loading={runningNow}
            loadingText="Run now"
            title="Save and send the report at once"
            onClick={() => void runNow()}
          >
            Run now
          </Button>
        )
      }
      onSubmit={() => save(false)}
      onClose={onClose}
    >
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : form === null ? (
        <Center py="8">
          <Spinner aria-label="Loading" />
        </Center>
      ) : (
        // A schedule the user may only see is shown whole and disabled (spec 001 §2.4, the note in ScopeFields).
        <fieldset disabled={!hasFullAccess} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="5">
            {choiceFailures.length > 0 && (
              <Box
                role="alert"
                bg="red.subtle"
                color="fg.error"
                px="3"
                py="2"
                borderRadius="l2"
                fontSize="sm"
              >
                Some choices could not be loaded. {choiceFailures.join(' ')}
              </Box>
            )}
            {loaded?.pausedReason && (
              <Box role="status" bg="orange.subtle" color="fg" px="3" py="2" borderRadius="l2" fontSize="sm">
                <strong>Paused.</strong> {loaded.pausedReason}. {ReportMessages.pausedResume}
              </Box>
            )}
            <Section title="Report">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <TextField
                  label="Schedule Name"
                  required
                  value={form.scheduleName}
                  maxLength={SCHEDULE_NAME_MAX}
                  counter
                  problem={problems.scheduleName}
                  onChange={(value) => set('scheduleName', value)}
                />
                <ChoiceField<string>
                  label="Report Type"
                  options={reportTypes}
                  value={form.reportType || null}
                  required
                  disabled={!hasFullAccess}
                  placeholder="Select report type"
                  onChange={(type) => type && setForm(withReportType(form, type, userList))}
                  problem={problems.reportType}
                />
                <TextField
                  label="Description"
                  required
                  value={form.description}
                  maxLength={REPORT_DESCRIPTION_MAX}
                  rows={2}
                  gridColumn={{ md: 'span 2' }}
                  problem={problems.description}
                  onChange={(value) => set('description', value)}
                />
              </SimpleGrid>
            </Section>
            <Section title="When">
              <ScheduleTimeFields form={form} problems={problems} onChange={setForm} />
            </Section>
            <Section title="Covers">
              <ScopeFields
                form={form}
                problems={problems}
                projectChoices={choices}
                divisionChoices={divisions.data ?? []}
                taskOptions={taskOptions}
                hasFullAccess={hasFullAccess}
                // All Projects leaves out contribute users (spec 001 §6): chosen ones go too.
                onChange={(next) => setForm({ ...next, reportDelegate: allowedDelegates(next, userList) })}
              />
            </Section>
            <Section title="Recipients">
              <PeopleFields
                form={form}
                problems={problems}
                contacts={contacts.data ?? []}
                users={userList}
                loading={contacts.isPending || users.isPending}
                onChange={setForm}
              />
              {hasAllProjects(form) && (
                <Text fontSize="xs" color="fg.muted" mt="2">
                  With All Projects, contribute users cannot be delegates.
                </Text>
              )}
            </Section>
            <Section title="E-mail">
              <Stack gap="3">
                <TextField
                  label="Subject"
                  required
                  value={form.subject}
                  maxLength={REPORT_SUBJECT_MAX}
                  problem={problems.subject}
                  onChange={(value) => set('subject', value)}
                />
                <TextField
                  label="Message"
                  required
                  value={form.message}
                  maxLength={REPORT_MESSAGE_MAX}
                  rows={3}
                  problem={problems.message}
                  onChange={(value) => set('message', value)}
                />
              </Stack>
            </Section>
          </Stack>
        </fieldset>
      )}
    </FormModal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="sm" mb="2" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
