/**
 * When the scheduler mails about signature requests (duties.ts; shared/docs/settings.md): each
 * setting a whole number in its range, refused at start otherwise.
 */
export interface SigningMailSettings {
  /** TAC_SIGNING_REMINDER_DAYS: days without an answer before a request is mailed again. */
  afterDays: number;
  /** TAC_SIGNING_REMINDERS: reminders at the most per request (0: none). */
  most: number;
  /** TAC_SIGNING_DIGEST_HOUR: the office's hour of the daily digest of tickets waiting for the customer. */
  digestHour: number;
}

const SETTINGS = {
  afterDays: { name: 'TAC_SIGNING_REMINDER_DAYS', least: 1, most: 30, otherwise: 3 },
  most: { name: 'TAC_SIGNING_REMINDERS', least: 0, most: 10, otherwise: 2 },
  digestHour: { name: 'TAC_SIGNING_DIGEST_HOUR', least: 0, most: 23, otherwise: 7 },
} as const;

export const DEFAULT_SIGNING_MAIL: SigningMailSettings = {
  afterDays: SETTINGS.afterDays.otherwise,
  most: SETTINGS.most.otherwise,
  digestHour: SETTINGS.digestHour.otherwise,
};

export function parseSigningMail(env: Record<string, string | undefined>): SigningMailSettings {
  const read = ({ name, least, most, otherwise }: (typeof SETTINGS)[keyof typeof SETTINGS]) => {
    const value = env[name];
    if (value === undefined || value === '') return otherwise;
    const n = Number(value);
    if (!Number.isInteger(n) || n < least || n > most)
      throw new Error(`${name} must be a whole number from ${least} to ${most}, got '${value}'`);
    return n;
  };
  return {
    afterDays: read(SETTINGS.afterDays),
    most: read(SETTINGS.most),
    digestHour: read(SETTINGS.digestHour),
  };
}
