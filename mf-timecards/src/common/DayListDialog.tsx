import type { SearchRequest } from '@tac/contracts';
import { Stack } from '@tac/ui';
import { ViewDialog } from '@tac/ui/dialog';
import { type DataTableColumn, type FetchPage, type PagedList, searchableColumn } from '@tac/ui/table';
import type { ReactNode } from 'react';
import { DateField } from './DateField.tsx';
import { type DayQuery, useDayList } from './use-day-list.ts';

/** A one-day list dialog: its title and size, where its rows come from and which days it may show. */
export interface DaySource<Row> {
  title: string;
  size: 'xl' | 'full';
  listKey: (fromDate: string) => readonly unknown[];
  fetchDay: (query: DayQuery, request: SearchRequest) => ReturnType<FetchPage<Row>>;
  accept: (day: Date | null) => day is Date;
  /** The picker's last day. */
  maxDay: () => Date;
}

/**
 * A view dialog of one day's rows for all projects (spec 000 §2: daily details, issue notes): a Date
 * picker over what `children` draws of the list. The list mounts only while the dialog is open.
 */
export function DayListDialog<Row>({
  open,
  onClose,
  source,
  children,
}: {
  open: boolean;
  onClose: () => void;
  source: DaySource<Row>;
  children: (list: PagedList<Row>) => ReactNode;
}) {
  return (
    <ViewDialog open={open} title={source.title} size={source.size} onClose={onClose}>
      {open && <DayListBody source={source}>{children}</DayListBody>}
    </ViewDialog>
  );
}

function DayListBody<Row>({
  source,
  children,
}: {
  source: DaySource<Row>;
  children: (list: PagedList<Row>) => ReactNode;
}) {
  const { day, pickDay, list } = useDayList(source.listKey, source.fetchDay, source.accept);
  return (
    <Stack gap="3">
      <DateField label="Date" value={day} max={source.maxDay()} onChange={pickDay} />
      {children(list)}
    </Stack>
  );
}

/** The first columns of both one-day lists: the project number and the device's name, searchable (`fields`: the list's search field names). */
export function projectAndDeviceColumns<Row extends { projectNumber: string }>(
  fields: { ProjectNumber: string; DeviceName: string },
  deviceName: (row: Row) => string,
): DataTableColumn<Row>[] {
  return [
    searchableColumn({
      id: 'projectNumber',
      header: 'Project Number',
      cell: (r) => r.projectNumber,
      fieldName: fields.ProjectNumber,
    }),
    searchableColumn({ id: 'device', header: 'Device Name', cell: deviceName, fieldName: fields.DeviceName }),
  ];
}
