/**
 * @tac/ui testing: helpers for Vitest + jsdom component tests. Test-only: never listed in Module
 * Federation's shared modules and never imported by application code.
 */
export { DatePickerFieldStub } from './testing/date-picker-stub.tsx';
export { deferred } from './testing/deferred.ts';
export { installJsdomLayout } from './testing/jsdom-layout.ts';
export { ConsoleProviders, renderWithUi } from './testing/render.tsx';
export { routeTableProblems } from './testing/route-table.ts';
