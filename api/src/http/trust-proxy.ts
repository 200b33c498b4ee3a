import { isIP } from 'node:net';

/** proxy-addr's names for address ranges, which Fastify accepts beside addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, an address range in CIDR form (v4 /0-32, v6 /0-128), or a range's name. */
function isTrustable(value: string): boolean {
  if (RANGE_NAMES.has(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/**
 * TAC_TRUST_PROXY: the load balancers' addresses or ranges, whose X-Forwarded-For the API believes
 * (shared/docs/operations.md "Client addresses"). Exactly those: `true` would believe the address
 * a client writes in the header itself, and a hop count cannot tell the balancer from a client
 * (Fastify 5 then trusts nothing), so both stop the start, as does a value that is no address.
 */
export function parseTrustProxy(value: string | undefined): false | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true')
    throw new Error(
      "TAC_TRUST_PROXY must be the load balancers' addresses or ranges (10.0.0.5, 10.0.0.0/8), not true: " +
        'any client could name its own address',
    );
  if (/^\d+$/.test(value))
    throw new Error("TAC_TRUST_PROXY must be the load balancers' addresses or ranges, not a hop count");
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isTrustable(entry));
  if (wrong !== undefined)
    throw new Error(
      `TAC_TRUST_PROXY: '${wrong}' is not an IP address, a CIDR range or loopback/linklocal/uniquelocal`,
    );
  return entries.join(',');
}
