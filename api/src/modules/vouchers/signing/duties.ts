import type { MailDuty } from '../../../mail/duties.ts';
import type { SigningMailSettings } from './mail-settings.ts';
import { signingReminderDuty } from './reminders.ts';
import { waitingDigestDuty } from './waiting-digest.ts';

/** The signature requests' mail the scheduler sends by itself (app.ts adds them to its duties). */
export const signingDuties = (settings: SigningMailSettings): MailDuty[] => [
  signingReminderDuty(settings),
  waitingDigestDuty(settings.digestHour),
];
