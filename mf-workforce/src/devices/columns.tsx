import { type DeviceRow, DeviceSearchField, type WorkforceStatus } from '@tac/contracts';
import { CellBadge, type DataTableColumn } from '@tac/ui/table';
import { WrappingText } from '../common/WrappingText.tsx';
import { FlagFilter } from './FlagFilter.tsx';

const flag = (value: WorkforceStatus) => (
  <CellBadge color={value === 'active' ? 'green' : 'gray'}>
    {value === 'active' ? 'Active' : 'Inactive'}
  </CellBadge>
);

/** The device table's columns (spec 001 §2.3), each searched or filtered under its header. */
export const deviceColumns: DataTableColumn<DeviceRow>[] = [
  {
    id: 'device',
    header: 'Devices',
    cell: (row) => row.deviceEmpID,
    width: '14%',
    search: { fieldName: DeviceSearchField.Devices, ariaLabel: 'Search Devices' },
  },
  {
    id: 'projects',
    header: 'Projects',
    cell: (row) => <WrappingText>{row.projectNames}</WrappingText>,
    width: '26%',
    search: { fieldName: DeviceSearchField.Projects, ariaLabel: 'Search Projects' },
  },
  {
    id: 'employee',
    header: 'Employee Number - Name',
    cell: (row) => <WrappingText>{row.employeeNumberName}</WrappingText>,
    width: '17%',
    search: { fieldName: DeviceSearchField.Employee, ariaLabel: 'Search Employee Number - Name' },
  },
  {
    id: 'modifiedBy',
    header: 'Modified By',
    cell: (row) => <WrappingText>{row.userName}</WrappingText>,
    width: '13%',
    search: { fieldName: DeviceSearchField.ModifiedBy, ariaLabel: 'Search Modified By' },
  },
  {
    id: 'attestation',
    header: 'Attestation',
    cell: (row) => flag(row.allowAttestation),
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
    search: {
      fieldName: DeviceSearchField.Signature,
      ariaLabel: 'Filter Signature',
      render: (value, onChange) => <FlagFilter label="Filter Signature" value={value} onChange={onChange} />,
    },
  },
];
