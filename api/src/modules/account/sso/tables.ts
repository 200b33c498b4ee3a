import type { ColumnType } from 'kysely';

/** Written by the database (default now()), read back as a Date. */
type Stamped = ColumnType<Date, Date | string | undefined, Date | string>;

/** The single sign-on tables (migration 0014); the account module owns them. */
export interface SsoTables {
  /** An SSO start waiting for its callback (sso/flow-store.ts). */
  sso_flow: {
    /** SHA-256 of the flow id the browser's cookie holds. */
    id_hash: string;
    state: string;
    nonce: string;
    code_verifier: string;
    /** The address the start came from (migration 0021), for the per-address limit. */
    client_address: ColumnType<string, string | undefined, string>;
    created_at: Stamped;
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
