import { createPrivateKey, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import type { Db } from '../../../db/database.ts';
import { VOUCHER_COMPANY } from '../voucher-pdf.ts';

/**
 * The key that seals signed voucher PDFs (shared/docs/pdf.md "Signed voucher PDF"): the private key,
 * the certificate that names it, and the certificates that vouch for that one (none when
 * self-signed), each as DER, as the seal's CMS carries them.
 */
export interface DocumentSigningKey {
  privateKey: KeyObject;
  certificate: Buffer;
  chain: readonly Buffer[];
  /** Who the certificate names, for the signature's Name entry and the certificate page. */
  subject: string;
}

/** The one row of document_signing_key this install seals with. */
const KEY_NAME = 'voucher-seal';
/** Years the self-signed certificate is valid: a signed voucher is checked long after it was signed. */
const SELF_SIGNED_YEARS = 30;

const toDer = (cert: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');

const subjectOf = (cert: forge.pki.Certificate) =>
  String(cert.subject.getField('CN')?.value ?? cert.subject.getField('O')?.value ?? 'Document seal');

/** The key from PEM texts (as the database keeps them). */
export function documentSigningKeyFromPem(certificatePem: string, privateKeyPem: string): DocumentSigningKey {
  const cert = forge.pki.certificateFromPem(certificatePem);
  return {
    privateKey: createPrivateKey(privateKeyPem),
    certificate: toDer(cert),
    chain: [],
    subject: subjectOf(cert),
  };
}

/**
 * The key in a PKCS#12 file: its private key and the certificate whose public key matches it; the
 * file's other certificates are the chain. Throws, naming what is wrong, for a wrong passphrase, no
 * key, or no certificate of the key. node-forge reads the file, so the key must be RSA.
 */
export function documentSigningKeyFromPkcs12(bytes: Uint8Array, passphrase: string): DocumentSigningKey {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(Buffer.from(bytes).toString('binary')),
      false,
      passphrase,
    );
  } catch (error) {
    throw new Error(`it cannot be opened with the passphrase given (${(error as Error).message})`);
  }
  const bags = (type: string | undefined) => (type ? (p12.getBags({ bagType: type })[type] ?? []) : []);
  const keyBags = [...bags(forge.pki.oids.pkcs8ShroudedKeyBag), ...bags(forge.pki.oids.keyBag)];
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('it holds no RSA private key');
  const certs = bags(forge.pki.oids.certBag)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  const own = certs.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.compareTo(key.n) === 0 && publicKey.e?.compareTo(key.e) === 0;
  });
  if (!own) throw new Error('it holds no certificate of its private key');
  return {
    privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)),
    certificate: toDer(own),
    chain: certs.filter((cert) => cert !== own).map(toDer),
    subject: subjectOf(own),
  };
}

/**
 * TAC_DOCUMENT_SIGNING_P12 (a PKCS#12 file, relative to the repo root) and
 * TAC_DOCUMENT_SIGNING_P12_PASSPHRASE: the key that seals signed voucher PDFs, read and checked at
 * start, so a wrong file or passphrase stops the start instead of the first signing. Unset: the
 * install's own self-signed key (`installSigningKey`).
 */
export function parseDocumentSigningSettings(
  env: NodeJS.ProcessEnv,
  repoRoot: string,
): DocumentSigningKey | undefined {
  const file = env.TAC_DOCUMENT_SIGNING_P12;
  if (!file) {
    if (env.TAC_DOCUMENT_SIGNING_P12_PASSPHRASE)
      throw new Error('TAC_DOCUMENT_SIGNING_P12_PASSPHRASE is set without TAC_DOCUMENT_SIGNING_P12');
    return undefined;
  }
  const where = path.resolve(repoRoot, file);
  let bytes: Buffer;
  try {
    bytes = readFileSync(where);
  } catch (error) {
    throw new Error(`TAC_DOCUMENT_SIGNING_P12: ${where} cannot be read (${(error as Error).message})`);
  }
  try {
    return documentSigningKeyFromPkcs12(bytes, env.TAC_DOCUMENT_SIGNING_P12_PASSPHRASE ?? '');
  } catch (error) {
    throw new Error(`TAC_DOCUMENT_SIGNING_P12: ${where}: ${(error as Error).message}`);
  }
}

/**
 * A new RSA key and a self-signed certificate naming `organisation`, for sealing documents
 * (digital signature and non-repudiation). Node makes the key: node-forge's own is far slower.
 */
export function makeSelfSignedKey(organisation: string): { certificatePem: string; privateKeyPem: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const forgeKey = forge.pki.privateKeyFromPem(privateKeyPem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e);
  // A positive serial: the first bit clear.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + SELF_SIGNED_YEARS);
  const name = [
    { name: 'commonName', value: `${organisation} document seal` },
    { name: 'organizationName', value: organisation },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forgeKey, forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert), privateKeyPem };
}

/**
 * The install's own key, made the first time it is asked for and kept in the database, so every
 * replica seals with the same one; when two make one at once, the first insert wins and both use it.
 */
export async function installSigningKey(db: Db, organisation: string): Promise<DocumentSigningKey> {
  const stored = () =>
    db
      .selectFrom('document_signing_key')
      .select(['certificate_pem', 'private_key_pem'])
      .where('name', '=', KEY_NAME)
      .executeTakeFirst();
  let row = await stored();
  if (!row) {
    const made = makeSelfSignedKey(organisation);
    await db
      .insertInto('document_signing_key')
      .values({ name: KEY_NAME, certificate_pem: made.certificatePem, private_key_pem: made.privateKeyPem })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await stored();
  }
  if (!row) throw new Error('The document signing key was not stored');
  return documentSigningKeyFromPem(row.certificate_pem, row.private_key_pem);
}

/** Where this process takes its seal from: set once the app has its database and settings. */
let source: { db: Db | undefined; configured: DocumentSigningKey | undefined } | undefined;
let loaded: Promise<DocumentSigningKey> | undefined;

/**
 * Tells the seal where its key is: the key from the settings, else the install's own in `db`. The
 * app calls it at start; the key is read (or made) on the first signing and kept for the process.
 */
export function useDocumentSigningKey(db: Db | undefined, configured: DocumentSigningKey | undefined): void {
  source = { db, configured };
  loaded = undefined;
}

/** The key to seal with now (see `useDocumentSigningKey`). */
export function documentSigningKey(): Promise<DocumentSigningKey> {
  const { db, configured } = source ?? {};
  if (configured) return Promise.resolve(configured);
  if (!db)
    return Promise.reject(
      new Error('No document signing key: useDocumentSigningKey was not called at start'),
    );
  if (!loaded) {
    loaded = installSigningKey(db, VOUCHER_COMPANY.name);
    // A failed read is tried again by the next signing, not remembered.
    loaded.catch(() => {
      loaded = undefined;
    });
  }
  return loaded;
}
