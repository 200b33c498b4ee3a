import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendOkJsonText } from './envelope.ts';

describe('sendOkJsonText', () => {
  it('sends the JSON text as the data of a success envelope, with its exact length', async () => {
    const rows = [
      { fullName: 'José Peña', workNote: 'Zanja — 3 m', hours: 7.5 },
      { fullName: '', hours: 0 },
    ];
    const app = Fastify();
    app.get('/rows', (_request, reply) => sendOkJsonText(reply, JSON.stringify(rows), 1234));
    const response = await app.inject({ method: 'GET', url: '/rows' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.json()).toEqual({ success: true, message: '', data: rows, totalCount: 1234 });
    await app.close();
  });

  it('sends an empty list as an empty list', async () => {
    const app = Fastify();
    app.get('/rows', (_request, reply) => sendOkJsonText(reply, '[]', 0));
    const response = await app.inject({ method: 'GET', url: '/rows' });
    expect(response.json()).toEqual({ success: true, message: '', data: [], totalCount: 0 });
    await app.close();
  });
});
