import { type DailyDetail, DailyDetailSearchField as F, type SearchRequest } from '@tac/contracts';
import { Stack, Text } from '@tac/ui';
import { ViewDialog } from '@tac/ui/dialog';
import { DataTable, type DataTableColumn, usePagedList } from '@tac/ui/table';
import { Tabs } from '@tac/ui/tabs';
import { startOfDay } from 'date-fns';
import { useCallback, useState } from 'react';
import { DateField } from '../common/DateField.tsx';
import { queryDates } from '../common/dates.ts';
import { getDailyDetails } from './api/get-daily-details.ts';
import { acceptDailyDetailsDate, cutDescription, cutInitials, dailyDetailsMaxDate } from './rules.ts';

const search = (fieldName: string, header: string) => ({ fieldName, ariaLabel: `Search ${header}` });
const hours = (value: number | null) => (value === null || value === undefined ? '' : String(value));

const common: DataTableColumn<DailyDetail>[] = [
  {
    id: 'projectNumber',
    header: 'Project Number',
    cell: (r) => r.projectNumber,
    search: search(F.ProjectNumber, 'Project Number'),
  },
  {
    id: 'device',
    header: 'Device Name',
    cell: (r) => r.deviceName,
    search: search(F.DeviceName, 'Device Name'),
  },
  { id: 'weather', header: 'Weather', cell: (r) => r.weather, search: search(F.Weather, 'Weather') },
  {
    id: 'subs',
    header: 'Subs or Visitors',
    cell: (r) => r.subsOrVisitors,
    search: search(F.SubsOrVisitors, 'Subs or Visitors'),
  },
];

/** Spec 000 §2: the inspection tab's columns; description and initials cut to 500 and 20 (§5). */
export const inspectionColumns: DataTableColumn<DailyDetail>[] = [
  ...common,
  {
    id: 'inspection',
    header: 'Inspection Description',
    width: '35%',
    cell: (r) => <Text whiteSpace="pre-wrap">{cutDescription(r.inspectionDescription)}</Text>,
    search: search(F.Description, 'Inspection Description'),
  },
  { id: 'initials', header: 'Initials', cell: (r) => cutInitials(r.inspectionInitial) },
];

/** Spec 000 §2: the equipment tab's columns. */
export const equipmentColumns: DataTableColumn<DailyDetail>[] = [
  ...common,
  {
    id: 'equipment',
    header: 'Equipment Description',
    width: '30%',
    cell: (r) => <Text whiteSpace="pre-wrap">{r.equipmentDescription}</Text>,
    search: search(F.Description, 'Equipment Description'),
  },
  { id: 'productive', header: 'Productive Hours', cell: (r) => hours(r.productiveHours) },
  { id: 'idle', header: 'Idle Hours', cell: (r) => hours(r.idleHours) },
];

/** Spec 000 §2 "Daily Details for All Projects" (full screen): one day's inspections and equipment. */
export function DailyDetailsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ViewDialog open={open} title="Daily Details for All Projects" size="full" onClose={onClose}>
      {open && <DailyDetailsBody />}
    </ViewDialog>
  );
}

function DailyDetailsBody() {
  const [day, setDay] = useState(() => startOfDay(new Date()));
  const { fromDate, toDate } = queryDates(day, day);
  const fetchPage = useCallback(
    (request: SearchRequest) => getDailyDetails({ fromDate, toDate }, request),
    [fromDate, toDate],
  );
  // Keyed by day: another day starts again at page 1 with the same search.
  const list = usePagedList(['timecards-daily-details', fromDate], fetchPage, { onFailure: 'keep' });

  return (
    <Stack gap="3">
      <DateField
        label="Date"
        value={day}
        max={dailyDetailsMaxDate()}
        onChange={(next) => {
          if (acceptDailyDetailsDate(next)) setDay(startOfDay(next));
        }}
      />
      <Tabs.Root defaultValue="inspection" variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="inspection">Daily Details Inspection</Tabs.Trigger>
          <Tabs.Trigger value="equipment">Daily Details Equipment</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="inspection">
          <DataTable
            label="Daily Details Inspection"
            columns={inspectionColumns}
            rowKey={(row) => list.rows.indexOf(row)}
            maxHeight="calc(100vh - 370px)"
            {...list.table}
          />
        </Tabs.Content>
        <Tabs.Content value="equipment">
          <DataTable
            label="Daily Details Equipment"
            columns={equipmentColumns}
            rowKey={(row) => list.rows.indexOf(row)}
            maxHeight="calc(100vh - 370px)"
            {...list.table}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
