export declare const LOGIN_BUDGET_KB: number;
export declare const REMOTE_BUDGET_KB: number;
