import { describe, expect, it } from 'vitest';
import { ButtonClaim } from './claims.ts';
import { DEFAULT_ROLE_CLAIMS, SecurityGroupId } from './roles.ts';

import {
  OPEN_SIGNATURE_REQUEST_STATUSES,
  SIGNATURE_REQUEST_EVENT_LABELS,
  SIGNATURE_REQUEST_STATUS_LABELS,
  SignatureRequestEventType,
  SignatureRequestStatus,
  signingLink,
} from './voucher-signing.ts';

describe('voucher signing contracts', () => {
  it('labels every status and event, and counts only Sent and Viewed as open', () => {
    expect(Object.keys(SIGNATURE_REQUEST_STATUS_LABELS).sort()).toEqual(
      Object.values(SignatureRequestStatus).sort(),
    );
    expect(Object.keys(SIGNATURE_REQUEST_EVENT_LABELS).sort()).toEqual(
      Object.values(SignatureRequestEventType).sort(),
    );
    expect(OPEN_SIGNATURE_REQUEST_STATUSES).toEqual(['Sent', 'Viewed']);
  });

  it("makes the link on the console's public origin, whatever its trailing slashes", () => {
    expect(signingLink('https://tac.example.com/', 'abc')).toBe('https://tac.example.com/sign/abc');
    expect(signingLink('https://example.com/tac', 'abc')).toBe('https://example.com/tac/sign/abc');
  });

  it('seeds the send claim to the roles that send, not to Contribute or Read Only', () => {
    const holds = (role: SecurityGroupId) =>
      DEFAULT_ROLE_CLAIMS[role].includes(ButtonClaim.TMVoucherSendForSignature);
    expect(holds(SecurityGroupId.ProjectManager)).toBe(true);
    expect(holds(SecurityGroupId.Administrator)).toBe(true);
    expect(holds(SecurityGroupId.SystemAdmin)).toBe(true);
    expect(holds(SecurityGroupId.Contribute)).toBe(false);
    expect(holds(SecurityGroupId.ReadOnly)).toBe(false);
  });
});
