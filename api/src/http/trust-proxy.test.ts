import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

/** The address a request is counted against, as the API sees it with TAC_TRUST_PROXY set so. */
async function clientAddress(trust: string, from: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: loadConfig({ TAC_TRUST_PROXY: trust }).trustProxy });
  app.get('/', async (request) => request.ip);
  const response = await app.inject({
    url: '/',
    remoteAddress: from,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return response.body;
}

describe('TAC_TRUST_PROXY', () => {
  it('believes X-Forwarded-For from the balancer alone, and only the hop the balancer added', async () => {
    // The balancer appended the client's address to one the client sent.
    expect(await clientAddress('10.0.0.5', '10.0.0.5', '203.0.113.7, 198.51.100.20')).toBe('198.51.100.20');
    // A client reaching the API past the balancer names no address of its choice.
    expect(await clientAddress('10.0.0.5', '198.51.100.20', '203.0.113.7')).toBe('198.51.100.20');
    // Ranges (a Kubernetes pod network) and several balancers.
    expect(await clientAddress('10.0.0.0/8', '10.4.2.9', '198.51.100.20')).toBe('198.51.100.20');
    expect(await clientAddress('10.0.0.5, 10.0.0.6', '10.0.0.6', '198.51.100.20')).toBe('198.51.100.20');
    expect(await clientAddress('loopback', '127.0.0.1', '198.51.100.20')).toBe('198.51.100.20');
  });

  it.each([
    ['true', /not true/],
    ['2', /not a hop count/],
    ['10.0.0.5,balancer.internal', /'balancer.internal'/],
    ['10.0.0.0/33', /'10.0.0.0\/33'/],
    ['10.0.0.5,', /''/],
  ])('refuses %s, naming what is wrong', (value, message) => {
    expect(() => loadConfig({ TAC_TRUST_PROXY: value })).toThrow(message);
  });

  it('is off when unset or false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TAC_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });
});
