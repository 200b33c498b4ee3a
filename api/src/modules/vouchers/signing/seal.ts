import { createHash, sign } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import type { PDFDocument } from 'pdf-lib';
import type { DocumentSigningKey } from './signing-key.ts';

const { asn1 } = forge;
const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

type Asn1 = forge.asn1.Asn1;
const { UNIVERSAL, CONTEXT_SPECIFIC } = asn1.Class;
const seq = (...value: Asn1[]) => asn1.create(UNIVERSAL, asn1.Type.SEQUENCE, true, value);
const set = (...value: Asn1[]) => asn1.create(UNIVERSAL, asn1.Type.SET, true, value);
const oid = (id: string) => asn1.create(UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Buffer) =>
  asn1.create(UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const integer = (n: number) => asn1.create(UNIVERSAL, asn1.Type.INTEGER, false, String.fromCharCode(n));
const der = (node: Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const fromDer = (bytes: Buffer) => asn1.fromDer(bytes.toString('binary'));
const attribute = (type: string, value: Asn1) => seq(oid(type), set(value));

/**
 * The certificate's issuer and serial number as they are in it (re-encoding them could change the
 * bytes a verifier compares): TBSCertificate is [version], serial, algorithm, issuer, ...
 */
function issuerAndSerial(certificate: Buffer): Asn1 {
  const tbs = (fromDer(certificate).value as Asn1[])[0];
  const fields = tbs?.value as Asn1[];
  const first = fields[0]?.tagClass === CONTEXT_SPECIFIC ? 1 : 0;
  const serial = fields[first];
  const issuer = fields[first + 2];
  if (!serial || !issuer) throw new Error('The signing certificate has no issuer or serial number');
  return seq(issuer, serial);
}

/**
 * A detached CMS signature as PAdES baseline B asks for it (ETSI EN 319 142-1): signed attributes
 * content type, message digest and the signing certificate (ESS signing-certificate-v2, its SHA-256),
 * and no signing-time attribute: the signing time is the signature dictionary's M. @signpdf's own
 * P12Signer writes node-forge's PKCS#7, which cannot carry the signing-certificate attribute, so
 * this signer builds the CMS itself and signs with Node's crypto.
 */
export class PadesSigner extends Signer {
  constructor(private readonly key: DocumentSigningKey) {
    super();
  }

  override async sign(content: Buffer): Promise<Buffer> {
    const { privateKey, certificate, chain } = this.key;
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
    const attributes = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(sha256(content))),
      // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 { certHash } } (SHA-256 is the default algorithm)
      attribute(OID.signingCertificateV2, seq(seq(seq(octets(sha256(certificate)))))),
    ]
      .map(der)
      // DER orders a SET OF by its members' encodings.
      .sort(Buffer.compare);
    // The signature is over the attributes as a SET; the SignerInfo holds them as [0] IMPLICIT.
    const signedAttributesSet = der(set(...attributes.map(fromDer)));
    const signature = sign('sha256', signedAttributesSet, privateKey);
    const signerInfo = seq(
      integer(1),
      issuerAndSerial(certificate),
      seq(oid(OID.sha256)),
      asn1.create(CONTEXT_SPECIFIC, 0, true, attributes.map(fromDer)),
      // The keys are RSA (node-forge reads the PKCS#12 files; signing-key.ts makes RSA).
      seq(oid(OID.rsaEncryption), asn1.create(UNIVERSAL, asn1.Type.NULL, false, '')),
      octets(signature),
    );
    const signedData = seq(
      integer(1),
      set(seq(oid(OID.sha256))),
      seq(oid(OID.data)),
      asn1.create(CONTEXT_SPECIFIC, 0, true, [certificate, ...chain].map(fromDer)),
      set(signerInfo),
    );
    return der(seq(oid(OID.signedData), asn1.create(CONTEXT_SPECIFIC, 0, true, [signedData])));
  }
}

/** Text for a literal string in the signature dictionary, which @signpdf writes without escaping. */
const literal = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, ' ');

export interface SealDetails {
  /** Why it was signed, as a reader's signature panel shows it. */
  reason: string;
  /** Where, e.g. the console's name. */
  location: string;
  contactInfo: string;
  signingTime: Date;
}

/**
 * `document` saved and sealed with `key`: a PAdES signature (SubFilter ETSI.CAdES.detached) whose
 * byte range covers the whole file, so any change after it shows in a PDF reader. The room kept
 * for the signature grows with the certificates it carries.
 */
export async function sealPdf(
  document: PDFDocument,
  key: DocumentSigningKey,
  details: SealDetails,
): Promise<Uint8Array> {
  const certificates = [key.certificate, ...key.chain].reduce((sum, cert) => sum + cert.length, 0);
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: literal(details.reason),
    contactInfo: literal(details.contactInfo),
    name: literal(key.subject),
    location: literal(details.location),
    signingTime: details.signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    // In hex digits, two a byte.
    signatureLength: 2 * (2048 + certificates),
    appName: 'Time Admin Console',
  });
  // Without object streams, the signature dictionary stays readable where @signpdf looks for it.
  const unsigned = await document.save({ useObjectStreams: false });
  const sealed = await new SignPdf().sign(Buffer.from(unsigned), new PadesSigner(key), details.signingTime);
  return new Uint8Array(sealed);
}
