import type { TimecardView } from '@tac/contracts';
import { Button, Flex, Heading } from '@tac/ui';
import { PickedRangeFields, type PickedRangeFieldsProps } from '@tac/ui/date-picker';
import { ClipboardIcon, IssuesIcon } from '@tac/ui/icons';
import { memo } from 'react';
import { ViewChoice } from './ViewChoice.tsx';

/**
 * Title, the Daily Details and Issues buttons, and the From and To pickers. Memoized, as the list
 * below it is: a search or a new page renders the list alone (the date pickers are not cheap).
 */
export const TimecardsToolbar = memo(function TimecardsToolbar({
  range,
  onRangeChange,
  onDailyDetails,
  onIssues,
  view,
  onViewChange,
}: PickedRangeFieldsProps & {
  onDailyDetails: () => void;
  onIssues: () => void;
  view: TimecardView;
  onViewChange: (view: TimecardView) => void;
}) {
  return (
    <Flex gap="4" align="flex-end" wrap="wrap">
      <Heading as="h1" size="xl" mr="auto" alignSelf="center">
        Timecards
      </Heading>
      <ViewChoice view={view} onChange={onViewChange} />
      <Button size="sm" variant="outline" onClick={onDailyDetails}>
        <ClipboardIcon /> Daily Details
      </Button>
      <Button size="sm" variant="outline" onClick={onIssues}>
        <IssuesIcon /> Issues
      </Button>
      <PickedRangeFields range={range} onRangeChange={onRangeChange} />
    </Flex>
  );
});
