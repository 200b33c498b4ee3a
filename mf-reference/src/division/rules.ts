import { DIVISION_NAME_MAX, normalizeDivisionName } from '@tac/contracts';

export { DIVISION_NAME_MAX };

/** Spec 002 §5: as typed, the Division Number is left-trimmed and loses its underscores. */
export const divisionInput = normalizeDivisionName;
