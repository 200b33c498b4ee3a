/** The Forecast list in the server-state cache: its pages are cached under it, and a save or delete refreshes it. */
export const FORECAST_LIST_KEY = ['reference-list', 'forecasts'] as const;
