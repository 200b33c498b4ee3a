import { APPROVAL_STATES, type ApprovalState, ExceptionFilter } from '@tac/contracts';
import { Box } from '@tac/ui';
import { ColumnMultiFilter, HIDDEN_FIELD_LABEL, SingleSelect } from '@tac/ui/multi-select';

const STATE_OPTIONS = APPROVAL_STATES.map((state) => ({ value: state, label: state }));

/** The Approval column's filter: any of Pending, Approved, Rejected, sent joined by a space. */
export function ApprovalStateFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const chosen = value
    .split(' ')
    .filter((v): v is ApprovalState => (APPROVAL_STATES as string[]).includes(v));
  return (
    <ColumnMultiFilter
      label="Filter Approval"
      minW="8rem"
      options={STATE_OPTIONS}
      value={chosen}
      onChange={(next) => onChange(APPROVAL_STATES.filter((s) => next.includes(s)).join(' '))}
    />
  );
}

const EXCEPTION_OPTIONS = [
  { value: '', label: 'All' },
  { value: ExceptionFilter.Open, label: 'Open' },
  { value: ExceptionFilter.Resolved, label: 'Resolved' },
  // What stands between a week and its close (shared/docs/approval.md "Exceptions").
  { value: ExceptionFilter.Blocking, label: 'Blocking close' },
];

/** The Exceptions column's filter: Open, Resolved, or Blocking (every pending line off the Late list). */
export function ExceptionsFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Box minW="8rem" css={HIDDEN_FIELD_LABEL}>
      <SingleSelect<string>
        label="Filter Exceptions"
        size="sm"
        placeholder="All"
        options={EXCEPTION_OPTIONS}
        // All ('') shows as the placeholder, as the Approval filter's empty choice does.
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
      />
    </Box>
  );
}
