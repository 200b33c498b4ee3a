import { ApiPaths, type ForecastItem, ForecastSearchField, ReferenceMessages } from '@tac/contracts';
import { DatePickerField } from '@tac/ui/date-picker';
import { ReferenceListPage } from '../reference-list/ReferenceListPage.tsx';
import { type ReferenceListDefinition, recordFrom } from '../reference-list/types.ts';
import { deleteForecast } from './api/delete-forecast.ts';
import { getForecast } from './api/get-forecast.ts';
import { getForecastList } from './api/get-forecast-list.ts';
import { FORECAST_LIST_KEY } from './api/list-key.ts';
import { saveForecast } from './api/save-forecast.ts';
import {
  canEditForecast,
  checkForecastDate,
  forecastSaveBody,
  formatForecastDate,
  localToday,
} from './rules.ts';

/**
 * Spec 002 §2 "Forecast": forecast dates (MM/DD/yyyy) with add, delete, and edit while the date is
 * not in the past. The modal's date is picked from a calendar that starts at today, never typed.
 */
export const forecastList: ReferenceListDefinition<ForecastItem, ForecastItem, 'forecastDate', string> = {
  title: 'Forecast',
  modalTitles: { add: 'Add Forecast Date', edit: 'Edit Forecast Date' },
  columns: [
    {
      id: 'forecastDate',
      header: 'Forecast Date',
      cell: (row) => formatForecastDate(row.forecastDate),
      search: {
        fieldName: ForecastSearchField.ForecastDate,
        ariaLabel: 'Search Forecast Date',
        placeholder: 'MM/DD/YYYY',
      },
    },
  ],
  rowKey: (row) => row.id,
  rowName: (row) => formatForecastDate(row.forecastDate),
  exportCsvPath: ApiPaths.forecast.exportCsv,
  listKey: FORECAST_LIST_KEY,
  fetchPage: getForecastList,
  canEditRow: (row) => canEditForecast(row, localToday()),
  fetchRecord: (row) =>
    recordFrom(getForecast(row.id), (data) => data.forecast[0], ReferenceMessages.forecast.notFound),
  form: {
    fields: [
      {
        name: 'forecastDate',
        label: 'Forecast Date',
        render: ({ label, value, onChange, invalid }) => (
          <DatePickerField
            label={label}
            value={value}
            onChange={onChange}
            min={localToday()}
            required
            placeholder="MM/DD/YYYY"
            invalid={invalid}
          />
        ),
      },
    ],
    initialValues: (record) => ({ forecastDate: record?.forecastDate ?? '' }),
    check: ({ forecastDate }) => checkForecastDate(forecastDate, localToday()),
    save: (date, record) => saveForecast(forecastSaveBody(date, record)),
  },
  remove: { request: (row) => deleteForecast(row.id), confirm: ReferenceMessages.forecast.deleteConfirm },
};

export function ForecastPage() {
  return <ReferenceListPage definition={forecastList} />;
}
