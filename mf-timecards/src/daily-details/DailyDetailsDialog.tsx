import { type DailyDetail, DailyDetailSearchField as F } from '@tac/contracts';
import { Text } from '@tac/ui';
import { DataTable, type DataTableColumn, searchableColumn } from '@tac/ui/table';
import { Tabs } from '@tac/ui/tabs';
import { DayListDialog, type DaySource, projectAndDeviceColumns } from '../common/DayListDialog.tsx';
import { dailyDetailsKey, getDailyDetails } from './api/get-daily-details.ts';
import { acceptDailyDetailsDate, cutDescription, cutInitials, dailyDetailsMaxDate } from './rules.ts';

const hours = (value: number | null) => (value === null || value === undefined ? '' : String(value));

const common: DataTableColumn<DailyDetail>[] = [
  ...projectAndDeviceColumns<DailyDetail>(F, (r) => r.deviceName),
  searchableColumn({ id: 'weather', header: 'Weather', cell: (r) => r.weather, fieldName: F.Weather }),
  searchableColumn({
    id: 'subs',
    header: 'Subs or Visitors',
    cell: (r) => r.subsOrVisitors,
    fieldName: F.SubsOrVisitors,
  }),
];

/** Spec 000 §2: the inspection tab's columns; description and initials cut to 500 and 20 (§5). */
export const inspectionColumns: DataTableColumn<DailyDetail>[] = [
  ...common,
  searchableColumn({
    id: 'inspection',
    header: 'Inspection Description',
    width: '35%',
    cell: (r) => <Text whiteSpace="pre-wrap">{cutDescription(r.inspectionDescription)}</Text>,
    fieldName: F.Description,
  }),
  { id: 'initials', header: 'Initials', cell: (r) => cutInitials(r.inspectionInitial) },
];

/** Spec 000 §2: the equipment tab's columns. */
export const equipmentColumns: DataTableColumn<DailyDetail>[] = [
  ...common,
  searchableColumn({
    id: 'equipment',
    header: 'Equipment Description',
    width: '30%',
    cell: (r) => <Text whiteSpace="pre-wrap">{r.equipmentDescription}</Text>,
    fieldName: F.Description,
  }),
  { id: 'productive', header: 'Productive Hours', cell: (r) => hours(r.productiveHours) },
  { id: 'idle', header: 'Idle Hours', cell: (r) => hours(r.idleHours) },
];

const DETAIL_TABS = [
  { value: 'inspection', label: 'Daily Details Inspection', columns: inspectionColumns },
  { value: 'equipment', label: 'Daily Details Equipment', columns: equipmentColumns },
];

const DAILY_DETAILS: DaySource<DailyDetail> = {
  title: 'Daily Details for All Projects',
  size: 'full',
  listKey: dailyDetailsKey,
  fetchDay: getDailyDetails,
  accept: acceptDailyDetailsDate,
  maxDay: dailyDetailsMaxDate,
};

/** Spec 000 §2 "Daily Details for All Projects" (full screen): one day's inspections and equipment. */
export function DailyDetailsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DayListDialog open={open} onClose={onClose} source={DAILY_DETAILS}>
      {(list) => (
        <Tabs.Root defaultValue="inspection" variant="line" lazyMount>
          <Tabs.List>
            {DETAIL_TABS.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {DETAIL_TABS.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value}>
              <DataTable
                label={tab.label}
                columns={tab.columns}
                rowKey={(row) => list.rows.indexOf(row)}
                maxHeight="calc(100vh - 370px)"
                {...list.table}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </DayListDialog>
  );
}
