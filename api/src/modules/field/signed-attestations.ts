import { type RawBuilder, sql } from 'kysely';

/**
 * How a signed attestation PDF is stored: the bytes the device sent (attachment-content.ts), typed so.
 * timecard_attachment keeps no purpose, and a photo beside it is always a re-encoded image: a PDF
 * there is a signed attestation.
 */
export const SIGNED_ATTESTATION_MIME = 'application/pdf';

/**
 * Whether the timecard line aliased `line` has the employee's signed attestation on file
 * (shared/docs/field-sync.md "Attachments"): the device uploads the PDF against one of a time
 * record's lines and it is kept beside the record, so the record's lines share it; but only a line
 * the device sent attested is in what was signed. A line the office added to the record later (a
 * meal premium, a line an overtime split adds) carries no attestation and is in no signed document.
 * An index probe a line (timecard_attachment_record), inside the caller's query.
 */
export const signedAttestationOnFile = (line: string): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${line}.attestation_status`)} <> '' and exists (
    select 1 from timecard_attachment a
    where a.time_record_id = ${sql.ref(`${line}.time_record_id`)} and a.device_id = ${sql.ref(`${line}.device_id`)}
      and a.mime = ${sql.lit(SIGNED_ATTESTATION_MIME)}))`;
