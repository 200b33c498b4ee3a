import { MAX_IMAGE_BYTES } from '../../images/image-content.ts';
import { ENROLMENT_MINUTES } from './credentials.ts';
import type { RateWindow } from './rate-limit.ts';

/** The largest upload read at all: an image's limit (a PDF's is smaller), refused while streaming beyond it. */
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;

/** The field sync's limits (shared/docs/field-sync.md "Limits"); tests lower them. */
export interface FieldLimits {
  /**
   * Sync calls a device may make in a window, counted across replicas: a short window, so a device
   * that met it waits seconds, not a minute.
   */
  device: RateWindow;
  /**
   * Enrolment attempts an address may make in a window: a yard's tablets share one address, and a
   * 10-character code cannot be guessed at this rate.
   */
  enrolment: RateWindow;
  enrolmentMinutes: number;
}

export const DEFAULT_FIELD_LIMITS: FieldLimits = {
  device: { calls: 60, seconds: 30 },
  enrolment: { calls: 60, seconds: 60 },
  enrolmentMinutes: ENROLMENT_MINUTES,
};
