import type { ColumnType } from 'kysely';

/** Written by the database (default now()), read back as a Date. */
type Stamped = ColumnType<Date, Date | string | undefined, Date | string>;

/** The single sign-on tables (migrations 0014 and 0051); the account module owns them. */
export interface SsoTables {
  /** An SSO start whose callback came (sso/flow-store.ts): a flow is finished once. */
  sso_flow_finished: {
    /** SHA-256 of the flow id its sealed cookie holds (sso/flow-seal.ts). */
    id_hash: string;
    /** When the flow's cookie expires; the row is kept until then. */
    expires_at: ColumnType<Date, Date | string, Date | string>;
    finished_at: Stamped;
  };
  /** A one-time code from the callback to /LoginLanding (sso/sign-in-codes.ts). */
  sso_sign_in_code: {
    /**
     * SHA-256 of the code joined to the browser's landing key (sign-in-codes.ts); neither is stored.
     */
    code_hash: string;
    user_id: number;
    issued_at: Stamped;
    used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
}
