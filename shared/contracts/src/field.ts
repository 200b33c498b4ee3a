/**
 * Field sync (shared/docs/field-sync.md): the device protocol's types, derived from the schemas in
 * `./schemas/field.ts`, and its message texts.
 */
import type { Static } from 'typebox';
import type {
  DeviceEnrolCodeSchema,
  FieldArrivalsSchema,
  FieldAttachmentQuerySchema,
  FieldDailyDetailItemSchema,
  FieldEnrolResultSchema,
  FieldIssueNoteItemSchema,
  FieldItemAnswerSchema,
  FieldPullResultSchema,
  FieldTimecardItemSchema,
  FieldVoucherItemSchema,
} from './schemas/field.ts';

export type DeviceEnrolCode = Static<typeof DeviceEnrolCodeSchema>;
export type FieldArrivals = Static<typeof FieldArrivalsSchema>;
export type FieldEnrolResult = Static<typeof FieldEnrolResultSchema>;
export type FieldPullResult = Static<typeof FieldPullResultSchema>;
export type FieldTimecardItem = Static<typeof FieldTimecardItemSchema>;
export type FieldIssueNoteItem = Static<typeof FieldIssueNoteItemSchema>;
export type FieldDailyDetailItem = Static<typeof FieldDailyDetailItemSchema>;
export type FieldVoucherItem = Static<typeof FieldVoucherItemSchema>;
export type FieldPushItem = FieldTimecardItem | FieldIssueNoteItem | FieldDailyDetailItem | FieldVoucherItem;
export type FieldItemAnswer = Static<typeof FieldItemAnswerSchema>;
export type FieldAttachmentQuery = Static<typeof FieldAttachmentQuerySchema>;

export const FieldMessages = {
  enrolled: 'Device enrolled',
  codeInvalid: 'The enrolment code is not valid: it may have expired or been used already',
  credentialInvalid: 'The device credential is not valid: enrol the device again',
  tooManyRequests: 'Too many sync calls from this device: wait and try again',
  tooManyEnrolments: 'Too many enrolment attempts from this address: wait and try again',
  notAssignedEmployee: 'employeeId: the employee is not assigned to this device',
  notAssignedProject: 'projectId: the project is not assigned to this device',
  /**
   * An item the device recorded while its assignment held, pushed after the office ended it: taken,
   * and for a timecard line held for the office's review.
   */
  acceptedForReview:
    "Accepted for the office's review: the employee's or project's assignment to this device ended after that day",
  unknownTask: "taskId: the task code is not one of the project's",
  unknownItem: 'itemClientId: no item with this id was pushed by this device',
  purposeMismatch: 'purpose: this attachment does not fit the item it names',
  notPdf: 'The attachment is not a PDF',
  pdfActive: 'The attachment is a PDF with scripts, actions or embedded files',
  pdfTooPacked: 'The attachment is a PDF that unpacks to too much data',
  pdfEncrypted: 'The attachment is an encrypted PDF: its content cannot be checked',
  tooLarge: 'The attachment is too large',
  /** An item's or attachment's client id sent again with other content (a 409 for an attachment). */
  clientIdReused: (fields: readonly string[]) =>
    `clientId: already used for other content (${fields.join(', ')} differ); the first stands, nothing was written`,
  arrivalsMark: 'since must be the asOf of an earlier count',
} as const;
