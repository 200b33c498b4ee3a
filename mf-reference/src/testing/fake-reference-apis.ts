import {
  ApiPaths,
  type DivisionItem,
  type EquipmentListItem,
  type ForecastItem,
  type PayCodeCountsAs,
  type PayCodeItem,
  type PayrollNoteItem,
  payCodeLabel,
  type StatusCodeItem,
  type SupervisorOverrideReasonItem,
  statusCodeLabel,
} from '@tac/contracts';
import { createFakeListApi, type FakeListConfig } from './fake-list-api.ts';

/** The other reference-list servers in memory (see createFakeListApi). */

const mmddyyyy = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
};

export function createFakeForecastApi(rows: ForecastItem[], today: string) {
  return createFakeListApi<ForecastItem>(
    {
      paths: ApiPaths.forecast,
      byIdParam: 'forecastId',
      id: (row) => row.id,
      text: (row) => mmddyyyy(row.forecastDate),
      byIdData: (row) => ({ forecast: [{ ...row }] }),
      saveId: (body) => body.id as number | undefined,
      fromSave: (body, id, existing) => ({
        id,
        forecastDate: String(body.forecastDate),
        forecastDays: Number(body.forecastDays ?? 0),
        isPastDate: String(body.forecastDate) < today,
        previousForecastDate: existing ? existing.forecastDate : null,
      }),
      deleteId: (body) => body.id as number,
      order: (all) => all.sort((a, b) => a.forecastDate.localeCompare(b.forecastDate)),
      messages: { updated: 'updated successfully' },
    },
    rows,
  );
}

export function createFakeDivisionApi(rows: DivisionItem[]) {
  return createFakeListApi<DivisionItem>(
    {
      paths: ApiPaths.division,
      byIdParam: 'divisionId',
      id: (row) => row.divisionId,
      text: (row) => row.divisionName,
      byIdData: (row) => ({ division: [{ ...row }] }),
      saveId: (body) => body.divisionId as number,
      fromSave: (body, id) => ({
        divisionId: id,
        divisionName: String(body.divisionName),
        isActive: body.isActive !== false,
      }),
      deleteId: () => 0,
    },
    rows,
  );
}

export function createFakePayrollNoteApi(rows: PayrollNoteItem[]) {
  return createFakeListApi<PayrollNoteItem>(
    {
      paths: ApiPaths.payrollNote,
      byIdParam: 'payRollNoteId',
      id: (row) => row.id,
      text: (row) => row.name,
      byIdData: (row) => ({ payRollNotes: [{ ...row }] }),
      saveId: (body) => body.Id as number | undefined,
      fromSave: (body, id) => ({
        id,
        name: String(body.Name),
        isActive: body.IsActive !== false,
        isDeleted: false,
      }),
      deleteId: (body) => body.Id as number,
    },
    rows,
  );
}

/**
 * A server in memory for a list of plain display texts (Material List, Equipment List: the same
 * item and save shape, so one fake serves both, by their paths and id parameter).
 */
export function createFakeDisplayTextApi(
  paths: FakeListConfig<EquipmentListItem>['paths'],
  byIdParam: string,
  rows: EquipmentListItem[],
) {
  return createFakeListApi<EquipmentListItem>(
    {
      paths,
      byIdParam,
      id: (row) => row.id,
      text: (row) => row.displayText,
      byIdData: (row) => ({ ...row }),
      saveId: (body) => body.Id as number | undefined,
      fromSave: (body, id) => ({ id, displayText: String(body.DisplayText) }),
      deleteId: (body) => body.Id as number,
    },
    rows,
  );
}

export const createFakeEquipmentApi = (rows: EquipmentListItem[]) =>
  createFakeDisplayTextApi(ApiPaths.equipmentList, 'equipmentId', rows);

export function createFakeStatusCodeApi(rows: StatusCodeItem[]) {
  return createFakeListApi<StatusCodeItem>(
    {
      paths: ApiPaths.statusCodeList,
      byIdParam: 'statusCodeId',
      id: (row) => row.id,
      text: statusCodeLabel,
      byIdData: (row) => ({ ...row }),
      saveId: (body) => body.ID as number | undefined,
      fromSave: (body, id) => ({
        id,
        statusInitial: String(body.StatusInitial),
        displayText: String(body.DisplayText),
        isActive: body.IsActive !== false,
      }),
      deleteId: (body) => body.Id as number,
    },
    rows,
  );
}

export function createFakeOverrideReasonApi(rows: SupervisorOverrideReasonItem[]) {
  return createFakeListApi<SupervisorOverrideReasonItem>(
    {
      paths: ApiPaths.supervisorOverrideReason,
      byIdParam: 'supervisorOverrideReasonId',
      id: (row) => row.id,
      text: (row) => row.displayText,
      byIdData: (row) => ({ supervisorOverrideReason: [{ ...row }] }),
      saveId: (body) => body.Id as number | undefined,
      fromSave: (body, id) => ({
        id,
        displayText: String(body.DisplayText),
        isActive: body.IsActive !== false,
        isDeleted: false,
      }),
      deleteId: (body) => body.Id as number,
    },
    rows,
  );
}

export function createFakePayCodeApi(rows: PayCodeItem[]) {
  return createFakeListApi<PayCodeItem>(
    {
      paths: ApiPaths.payCodeList,
      byIdParam: 'payCodeId',
      id: (row) => row.id,
      text: payCodeLabel,
      byIdData: (row) => ({ ...row }),
      saveId: (body) => body.Id as number | undefined,
      fromSave: (body, id) => ({
        id,
        code: String(body.Code),
        description: String(body.Description),
        countsAs: body.CountsAs as PayCodeCountsAs,
        isActive: body.IsActive !== false,
      }),
      deleteId: (body) => body.Id as number,
    },
    rows,
  );
}
