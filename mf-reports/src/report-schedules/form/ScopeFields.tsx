import {
  type ReportFormProblems,
  ReportMessages,
  type ReportProjectDivision,
  type ReportScheduleProject,
  type ReportTaskCodeOption,
} from '@tac/contracts';
import { Box, Stack, Text } from '@tac/ui';
import { SearchableMultiSelect } from '@tac/ui/multi-select';
import { notify } from '@tac/ui/toast';
import {
  divisionsApply,
  projectLabel,
  type ReportScheduleForm,
  taskCodesApply,
  withProjects,
} from '../rules.ts';
import { InlineError } from './InlineError.tsx';

export interface ScopeFieldsProps {
  form: ReportScheduleForm;
  problems: ReportFormProblems;
  /** The projects the user may choose (All Projects first when offered). */
  projectChoices: readonly ReportScheduleProject[];
  divisionChoices: readonly ReportProjectDivision[];
  /** Task codes of the chosen projects; undefined while they load. */
  taskOptions: readonly ReportTaskCodeOption[] | undefined;
  /** False: the schedule names projects or divisions out of the user's reach (spec 001 §2.4). */
  hasFullAccess: boolean;
  onChange: (form: ReportScheduleForm) => void;
}

/**
 * What a report covers (spec 001 §3.4, §4.5): its projects, or divisions for Field Roster by
 * Division (type 14), and task codes for the task-code types (6, 17, 18). A user without access to
 * all of an existing schedule's projects or divisions sees those lists disabled, with the note.
 */
export function ScopeFields(props: ScopeFieldsProps) {
  const { form, problems, hasFullAccess, onChange } = props;
  const byDivision = divisionsApply(form.reportType);
  const choices = mergeChosen(props.projectChoices, form.projects);
  const taskChoices = mergeTasks(props.taskOptions ?? [], form);

  return (
    <Stack gap="3">
      {!hasFullAccess && (
        <Box role="note" bg="orange.subtle" color="orange.fg" px="3" py="2" borderRadius="l2" fontSize="sm">
          {ReportMessages.contactSupport}
        </Box>
      )}
      {byDivision ? (
        <Box>
          <SearchableMultiSelect<number>
            label="Divisions"
            placement="bottom-start"
            placeholder="Select divisions"
            options={mergeDivisions(props.divisionChoices, form).map((d) => ({
              value: d.id,
              label: d.divisionName,
            }))}
            value={form.divisions.map((d) => d.id)}
            required
            disabled={!hasFullAccess || form.reportType === ''}
            invalid={Boolean(problems.divisions)}
            onChange={(ids) =>
              onChange({
                ...form,
                divisions: ids.map(
                  (id) =>
                    form.divisions.find((d) => d.id === id) ?? {
                      id,
                      divisionName: props.divisionChoices.find((d) => d.id === id)?.divisionName ?? '',
                      reportScheduleId: form.id ?? 0,
                      isDeleted: false,
                    },
                ),
              })
            }
          />
          <InlineError message={problems.divisions} />
        </Box>
      ) : (
        <Box>
          <SearchableMultiSelect<number>
            label="Projects"
            placement="bottom-start"
            placeholder={form.reportType === '' ? 'Choose a report type first' : 'Select projects'}
            options={choices.map((p) => ({ value: p.projectID, label: projectLabel(p) }))}
            value={form.projects.map((p) => p.projectID)}
            required
            disabled={!hasFullAccess || form.reportType === ''}
            invalid={Boolean(problems.projects)}
            onChange={(ids) => {
              const result = withProjects(form, ids, choices, props.taskOptions ?? []);
              // ALL_PROJECT_INVALID_OPTION (spec 001 §5.4): the choice is refused and told.
              if (result.problem) notify.error(result.problem);
              else onChange(result.form);
            }}
          />
          <InlineError message={problems.projects} />
        </Box>
      )}
      {taskCodesApply(form.reportType) && (
        <Box>
          <SearchableMultiSelect<number>
            label="Task Codes"
            placement="bottom-start"
            placeholder={form.projects.length === 0 ? 'Choose projects first' : 'Select task codes'}
            options={taskChoices.map((t) => ({
              value: t.taskCodeID,
              label: `${t.taskNumber} - ${t.taskName}`,
            }))}
            value={form.taskCodes.map((t) => t.taskCodeID)}
            required
            disabled={form.projects.length === 0}
            invalid={Boolean(problems.taskCodes)}
            onChange={(ids) =>
              onChange({
                ...form,
                taskCodes: ids.flatMap((id) => {
                  const choice = taskChoices.find((t) => t.taskCodeID === id);
                  return choice ? [choice] : [];
                }),
              })
            }
          />
          {props.taskOptions === undefined && form.projects.length > 0 && (
            <Text fontSize="xs" color="fg.muted" mt="1">
              Loading the task codes of the chosen projects…
            </Text>
          )}
          <InlineError message={problems.taskCodes} />
        </Box>
      )}
    </Stack>
  );
}

/** The choices plus what the schedule already names (a project no longer active still shows). */
function mergeChosen(
  choices: readonly ReportScheduleProject[],
  chosen: readonly ReportScheduleProject[],
): ReportScheduleProject[] {
  const missing = chosen.filter((c) => !choices.some((p) => p.projectID === c.projectID));
  return [...missing, ...choices];
}

function mergeDivisions(choices: readonly ReportProjectDivision[], form: ReportScheduleForm) {
  const missing = form.divisions
    .filter((d) => !choices.some((c) => c.id === d.id))
    .map((d) => ({ id: d.id, divisionName: d.divisionName }));
  return [...missing, ...choices];
}

/** The task code choices as schedule entries, the chosen ones kept with their entry ids. */
function mergeTasks(options: readonly ReportTaskCodeOption[], form: ReportScheduleForm) {
  const listed = options.map(
    (o) =>
      form.taskCodes.find((t) => t.taskCodeID === o.id) ?? {
        id: 0,
        taskCodeID: o.id,
        taskNumber: o.taskNumber,
        taskName: o.taskName,
      },
  );
  const missing = form.taskCodes.filter((t) => !options.some((o) => o.id === t.taskCodeID));
  return [...missing, ...listed];
}
