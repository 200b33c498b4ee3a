import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../../db/database.ts';
import { migrateToLatest } from '../../../db/migrations.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/databases.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import {
  documentSigningKey,
  installSigningKey,
  makeSelfSignedKey,
  parseDocumentSigningSettings,
  useDocumentSigningKey,
} from './signing-key.ts';

describeEachDatabase("the install's own document signing key", (kind) => {
  let test: TestDatabase;
  let database: OpenDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openDatabase(test.target);
    await migrateToLatest(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.db.destroy();
    await test?.drop();
  });

  it('is made once, by the first of several at once, and read back the same by every later call', async () => {
    const [a, b] = await Promise.all([
      installSigningKey(database.db, 'Acme Builders'),
      installSigningKey(database.db, 'Acme Builders'),
    ]);
    expect(a.certificate.equals(b.certificate)).toBe(true);
    expect(a.subject).toBe('Acme Builders document seal');
    const rows = await database.db.selectFrom('document_signing_key').selectAll().execute();
    expect(rows).toHaveLength(1);

    useDocumentSigningKey(database.db, undefined);
    const used = await documentSigningKey();
    expect(used.certificate.equals(a.certificate)).toBe(true);
    // Kept for the process: the same object the next time.
    expect(await documentSigningKey()).toBe(used);
  }, 30_000);
});

describe('TAC_DOCUMENT_SIGNING_P12', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tac-signing-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function p12File(passphrase: string): string {
    const made = makeSelfSignedKey('Office Seal Ltd');
    const p12 = forge.pkcs12.toPkcs12Asn1(
      forge.pki.privateKeyFromPem(made.privateKeyPem),
      [forge.pki.certificateFromPem(made.certificatePem)],
      passphrase,
      { algorithm: '3des' },
    );
    const where = path.join(dir, `${passphrase || 'none'}.p12`);
    writeFileSync(where, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
    return where;
  }

  it('takes the key and certificate from the file with its passphrase, and the settings win over the database', async () => {
    const file = p12File('s3cret');
    const key = parseDocumentSigningSettings(
      { TAC_DOCUMENT_SIGNING_P12: file, TAC_DOCUMENT_SIGNING_P12_PASSPHRASE: 's3cret' },
      dir,
    );
    expect(key?.subject).toBe('Office Seal Ltd document seal');
    useDocumentSigningKey(undefined, key);
    expect(await documentSigningKey()).toBe(key);
  });

  it('is unset by default, and refuses at start a wrong passphrase, a missing file or a passphrase alone', () => {
    expect(parseDocumentSigningSettings({}, dir)).toBeUndefined();
    const file = p12File('right');
    expect(() =>
      parseDocumentSigningSettings(
        { TAC_DOCUMENT_SIGNING_P12: file, TAC_DOCUMENT_SIGNING_P12_PASSPHRASE: 'wrong' },
        dir,
      ),
    ).toThrow(/TAC_DOCUMENT_SIGNING_P12: .*passphrase/);
    expect(() => parseDocumentSigningSettings({ TAC_DOCUMENT_SIGNING_P12: 'missing.p12' }, dir)).toThrow(
      /cannot be read/,
    );
    expect(() => parseDocumentSigningSettings({ TAC_DOCUMENT_SIGNING_P12_PASSPHRASE: 'x' }, dir)).toThrow(
      /without TAC_DOCUMENT_SIGNING_P12/,
    );
  });
});
