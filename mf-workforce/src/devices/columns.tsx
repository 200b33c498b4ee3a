import { type DeviceRow, DeviceSearchField, type WorkforceStatus } from '@tac/contracts';
import { CellBadge, type DataTableColumn, searchableColumn } from '@tac/ui/table';
import { FlagFilter } from './FlagFilter.tsx';

const flag = (value: WorkforceStatus) => (
  <CellBadge color={value === 'active' ? 'green' : 'gray'}>
    {value === 'active' ? 'Active' : 'Inactive'}
  </CellBadge>
);

/**
 * The device table's columns (spec 001 §2.3), each searched or filtered under its header. Widths are
 * each column's least (the table lays its rows on fixed columns, sharing the rest): they fit 1366 px.
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
];
