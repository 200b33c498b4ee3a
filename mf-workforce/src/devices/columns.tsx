import { type DeviceRow, DeviceSearchField, type WorkforceStatus } from '@tac/contracts';
import { CellBadge, type DataTableColumn, searchableColumn } from '@tac/ui/table';
import { lastSyncText } from './enrol-rules.ts';
import { FlagFilter } from './FlagFilter.tsx';

const flag = (value: WorkforceStatus) => (
  <CellBadge color={value === 'active' ? 'green' : 'gray'}>
    {value === 'active' ? 'Active' : 'Inactive'}
  </CellBadge>
);

/**
 * The device table's columns (spec 001 §2.3), each searched or filtered under its header, then the
 * field sync's three. Widths are each column's least (the table lays its rows on fixed columns,
 * sharing the rest); their sum with the row icons is DEVICE_TABLE_MIN_WIDTH.
 */
export const deviceColumns: DataTableColumn<DeviceRow>[] = [
  searchableColumn({
    id: 'device',
    header: 'Devices',
    cell: (row) => row.deviceEmpID,
    width: '12.5rem',
    fieldName: DeviceSearchField.Devices,
  }),
  searchableColumn({
    id: 'projects',
    header: 'Projects',
    cell: (row) => row.projectNames,
    width: '12rem',
    fieldName: DeviceSearchField.Projects,
  }),
  searchableColumn({
    id: 'employee',
    header: 'Employee Number - Name',
    cell: (row) => row.employeeNumberName,
    width: '12rem',
    fieldName: DeviceSearchField.Employee,
  }),
  searchableColumn({
    id: 'modifiedBy',
    header: 'Modified By',
    cell: (row) => row.userName,
    width: '8rem',
    fieldName: DeviceSearchField.ModifiedBy,
  }),
  {
    id: 'attestation',
    header: 'Attestation',
    cell: (row) => flag(row.allowAttestation),
    width: '7rem',
    search: {
      fieldName: DeviceSearchField.Attestation,
      ariaLabel: 'Filter Attestation',
      render: (value, onChange) => (
        <FlagFilter label="Filter Attestation" value={value} onChange={onChange} />
      ),
    },
  },
  {
    id: 'signature',
    header: 'Signature',
    cell: (row) => flag(row.allowTMVoucherSignature),
    width: '7rem',
    search: {
      fieldName: DeviceSearchField.Signature,
      ariaLabel: 'Filter Signature',
      render: (value, onChange) => <FlagFilter label="Filter Signature" value={value} onChange={onChange} />,
    },
  },
  // Field sync (shared/docs/field-sync.md "The console"): what the device last sent. Not searched:
  // the spec's search fields are the ones above.
  {
    id: 'lastSync',
    header: 'Last Sync',
    cell: (row) => lastSyncText(row.lastSyncAt),
    width: '8rem',
  },
  {
    id: 'appVersion',
    header: 'App Version',
    cell: (row) => row.appVersion,
    width: '6.5rem',
  },
  {
    id: 'pendingErrors',
    header: 'Pending Errors',
    cell: (row) =>
      row.pendingErrors > 0 ? <CellBadge color="red">{row.pendingErrors}</CellBadge> : row.pendingErrors,
    width: '6rem',
  },
];

/**
 * The spec's six columns fit 1366 px; with the field sync's three the table is wider than the page
 * there, so it scrolls sideways in its own area, the row icons staying at its right edge, rather
 * than squeezing the spec's columns below their least (docs/architecture.md "Screens").
 */
export const DEVICE_TABLE_MIN_WIDTH = '88rem';
