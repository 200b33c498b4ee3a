import { ApiPaths, ButtonClaim, VoucherSigningMessages as M, PageClaim } from '@tac/contracts';
import {
  ProjectContactDeleteSchema,
  ProjectContactSaveSchema,
  ProjectContactSchema,
  ProjectContactsQuerySchema,
  SendForSignatureRequestSchema,
  SignatureRequestIdSchema,
  SignatureRequestSchema,
  SignatureRequestsQuerySchema,
  SignedPdfSchema,
} from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../../auth/guard.ts';
import type { Db } from '../../../db/database.ts';
import type { App } from '../../../http/app-type.ts';
import { ApiError, ok, responses } from '../../../http/envelope.ts';
import { signedInRoutes } from '../../../http/route-options.ts';
import { deleteContact, listContacts, saveContact } from './contacts.ts';
import { clientOf } from './events.ts';
import type { SigningSettings } from './settings.ts';
import { signedCopy } from './signed-copy.ts';
import { revokeRequest, sendForSignature, visibleRequest, voucherRequests } from './store.ts';

const route = signedInRoutes(['T&M Vouchers']);
const read = requireClaims(PageClaim.TMVoucher);
/** Sending, revoking and the contacts they go to: one claim (shared/docs/remotes/vouchers.md "Signing"). */
const send = requireClaims(PageClaim.TMVoucher, ButtonClaim.TMVoucherSendForSignature);
const paths = ApiPaths.voucherSigning;

/** The office's side of the customer's signature request, under the console session. */
export function voucherSigningRoutes(app: App, db: Db, settings: SigningSettings): void {
  app.get(
    paths.contacts,
    route(read, {
      summary: "A project's customer contacts (signees), by name",
      querystring: ProjectContactsQuerySchema,
      response: responses(Type.Array(ProjectContactSchema)),
    }),
    async (request) => {
      const rows = await listContacts(db, currentUser(request).divisionScope, request.query.projectId);
      return ok(rows, '', rows.length);
    },
  );
  app.post(
    paths.saveContact,
    route(send, {
      summary: "Adds (id 0) or edits a project's customer contact: name and e-mail required",
      body: ProjectContactSaveSchema,
      response: responses(ProjectContactSchema),
    }),
    async (request) => {
      const user = currentUser(request);
      const saved = await saveContact(db, user.divisionScope, user.userId, request.body);
      return ok(saved, M.contactSaved(saved.name), 1);
    },
  );
  app.post(
    paths.deleteContact,
    route(send, {
      summary: 'Removes a contact (requests sent to it keep its name and address)',
      body: ProjectContactDeleteSchema,
      response: responses(ProjectContactSchema),
    }),
    async (request) => {
      const user = currentUser(request);
      const removed = await deleteContact(db, user.divisionScope, user.userId, request.body.id);
      return ok(removed, M.contactDeleted(removed.name), 1);
    },
  );
  app.post(
    paths.send,
    route(send, {
      summary:
        "Sends a Ready for Review voucher's current revision to a contact of its project for signature: a one-time link by e-mail; the voucher is frozen while the request is open",
      body: SendForSignatureRequestSchema,
      response: responses(Type.Object({ requestId: Type.Integer() })),
    }),
    async (request) => {
      const user = currentUser(request);
      const { requestId, message } = await sendForSignature(
        db,
        user.divisionScope,
        user.userId,
        {
          revisionId: request.body.TMVoucherID,
          contactId: request.body.contactId,
          expiryDays: settings.linkDays,
        },
        clientOf(request),
        settings.mailFor(request),
      );
      return ok({ requestId }, message, 1);
    },
  );
  app.post(
    paths.revoke,
    route(send, {
      summary: 'Revokes an open signature request: its link no longer works',
      body: SignatureRequestIdSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      const user = currentUser(request);
      await revokeRequest(db, user.divisionScope, user.userId, request.body.requestId, clientOf(request));
      return ok(null, M.revoked, 1);
    },
  );
  app.get(
    paths.requests,
    route(read, {
      summary: "A voucher's signature requests, newest first, each with its event log",
      querystring: SignatureRequestsQuerySchema,
      response: responses(Type.Array(SignatureRequestSchema)),
    }),
    async (request) => {
      const rows = await voucherRequests(db, currentUser(request).divisionScope, request.query.voucherId);
      return ok(rows, '', rows.length);
    },
  );
  app.get(
    paths.signedPdf,
    route(read, {
      summary: "A signed request's sealed PDF (base64) with the signature and its certificate page",
      querystring: SignatureRequestIdSchema,
      response: responses(SignedPdfSchema),
    }),
    async (request) => {
      const found = await visibleRequest(db, currentUser(request).divisionScope, request.query.requestId);
      if (found.status !== 'Signed') throw new ApiError(404, M.noSignedPdf);
      const copy = await signedCopy(db, found.id, settings.timeZone, settings.buildSignedPdf);
      return ok(
        { attachmentName: copy.fileName, attachmentContent: Buffer.from(copy.pdf).toString('base64') },
        '',
        1,
      );
    },
  );
}
