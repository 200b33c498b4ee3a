import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiPaths, ButtonClaim, type FieldAttachmentQuery, FieldMessages, PageClaim } from '@tac/contracts';
import {
  DeviceEnrolCodeSchema,
  DeviceEnrolRequestSchema,
  FieldArrivalsQuerySchema,
  FieldArrivalsSchema,
  FieldAttachmentQuerySchema,
  FieldAttachmentResultSchema,
  FieldEnrolRequestSchema,
  FieldEnrolResultSchema,
  FieldPullRequestSchema,
  FieldPullResultSchema,
  FieldPushRequestSchema,
  FieldPushResultSchema,
} from '@tac/contracts/schemas';
import type { Static } from 'typebox';
import { currentUser, requireClaims, signedIn } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, responses } from '../../http/envelope.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import { outlineValidator } from '../../http/validation.ts';
import { findDevice as findConsoleDevice, workforceScope } from '../workforce/index.ts';
import { arrivalsSince } from './arrivals.ts';
import { purposeLabel, storeAttachment, UploadRefused, uploadFailure } from './attachments.ts';
import { createEnrolmentCode, deviceNotFound, exchangeCode } from './credentials.ts';
import { currentDevice, deviceAuth } from './device-auth.ts';
import { FIELD_ITEMS } from './items/registry.ts';
import { DEFAULT_FIELD_LIMITS, type FieldLimits, MAX_UPLOAD_BYTES } from './limits.ts';
import { pull } from './pull.ts';
import { push } from './push.ts';
import { RateLimiter } from './rate-limit.ts';
import {
  attachmentBodySchema,
  deviceAnswers,
  failure,
  pushBodySchema,
  retryAfterHeader,
} from './route-docs.ts';

const tags = ['Field sync'];
const deviceSecurity = [{ deviceAuth: [] }];
/** The console's own calls (signed-in users); the enrolment code is documented with the devices. */
const consoleRoute = signedInRoutes(tags);
const devicesRoute = signedInRoutes(['Devices']);

/**
 * The field sync (shared/docs/field-sync.md): the console's enrolment code (Devices, device edit
 * claim), and the devices' own calls under /api/Field/*, which only a device credential opens.
 */
export async function fieldRoutes(
  app: App,
  db: Db,
  limits: FieldLimits = DEFAULT_FIELD_LIMITS,
  /** The business time zone: the day a device's assignment ended, for a line pushed after it. */
  timeZone = 'UTC',
): Promise<void> {
  app.post(
    ApiPaths.devices.enrol,
    devicesRoute(requireClaims(PageClaim.Devices, ButtonClaim.DeviceEdit), {
      summary: `A one-time enrolment code for an active device, valid ${limits.enrolmentMinutes} minutes; older unused codes stop working`,
      body: DeviceEnrolRequestSchema,
      response: responses(DeviceEnrolCodeSchema),
    }),
    async (request) => {
      const scope = await workforceScope(db, request);
      const device = await findConsoleDevice(db, scope.deviceGroups, request.body.deviceId);
      if (!device) throw deviceNotFound();
      if (device.status !== 'active') throw new ApiError(409, 'Only an active device can be enrolled');
      const { code, expiresAt } = await createEnrolmentCode(
        db,
        currentUser(request).userId,
        device.deviceID,
        limits.enrolmentMinutes,
      );
      const qrText = `tac-enrol:${code}`;
      return ok({ code, qrText, expiresAt: expiresAt.toISOString() });
    },
  );

  app.get(
    ApiPaths.field.arrivals,
    consoleRoute(signedIn(), {
      summary:
        "For the console: timecard lines, issue notes, daily details and voucher revisions devices pushed into the user's divisions since the count that answered 'since' ('N new — show')",
      querystring: FieldArrivalsQuerySchema,
      response: responses(FieldArrivalsSchema),
    }),
    async (request) => ok(await arrivalsSince(db, currentUser(request), request.query.since)),
  );

  const enrolLimiter = new RateLimiter(db, 'enrol', limits.enrolment);
  const deviceLimiter = new RateLimiter(db, 'device', limits.device);

  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<TypeBoxTypeProvider>();
    // Attachments are the body's bytes; their type is read from them, never from this header.
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Every device call: a device credential only, checked by its own hook, documented under its tag.
    const deviceOnly = { config: { access: 'device' as const }, onRequest: deviceAuth(db, deviceLimiter) };
    const deviceDocs = { tags, security: deviceSecurity };

    scope.post(
      ApiPaths.field.enrol,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "Exchanges a one-time enrolment code for the device's credential (revoking any earlier one)",
          body: FieldEnrolRequestSchema,
          response: {
            ...responses(FieldEnrolResultSchema),
            400: failure(FieldMessages.codeInvalid),
            429: failure(FieldMessages.tooManyEnrolments, { headers: retryAfterHeader }),
          },
        },
      },
      async (request, reply) => {
        const allowed = await enrolLimiter.take(request.ip);
        if (!allowed.ok) {
          app.metrics.fieldThrottled(ApiPaths.field.enrol);
          reply.header('retry-after', String(allowed.retryAfterSeconds));
          throw new ApiError(429, FieldMessages.tooManyEnrolments);
        }
        return ok(await exchangeCode(db, request.body.code, request.body.appVersion), FieldMessages.enrolled);
      },
    );

    // A POST: a pull records the device's snapshot and its sync (GETs never change data).
    scope.post(
      ApiPaths.field.pull,
      {
        ...deviceOnly,
        schema: {
          ...deviceDocs,
          summary:
            "What changed for this device since the cursor's answer (everything without one), removals included",
          body: FieldPullRequestSchema,
          response: deviceAnswers(FieldPullResultSchema),
        },
      },
      async (request) =>
        ok(await pull(db, currentDevice(request), request.body.cursor, request.body.appVersion)),
    );

    scope.post(
      ApiPaths.field.push,
      {
        ...deviceOnly,
        schema: {
          ...deviceDocs,
          summary:
            'Timecard lines, issue notes, daily details and voucher revisions, each answered on its own',
          body: pushBodySchema,
          response: deviceAnswers(FieldPushResultSchema),
        },
        // Documented by each kind's schema; the body is checked against its outline, each item alone.
        validatorCompiler: outlineValidator(FieldPushRequestSchema),
      },
      async (request) => {
        const items = request.body.items as unknown as Static<typeof FieldPushRequestSchema>['items'];
        const { answers, reasons } = await push(db, currentDevice(request), items, timeZone);
        app.metrics.fieldItems(
          answers.map((answer, i) => ({
            kind: FIELD_ITEMS.has(String(items[i]?.kind)) ? String(items[i]?.kind) : 'unknown',
            // Answered accepted, as the device must see it, but nothing was written: counted apart.
            outcome: answer.status === 'accepted' && answer.repeated ? 'repeated' : answer.status,
            reason: reasons[i],
          })),
        );
        const count = (status: string) => answers.filter((a) => a.status === status).length;
        const conflicts = count('conflict');
        return ok(
          { items: answers },
          `${count('accepted')} accepted, ${count('refused')} refused${conflicts ? `, ${conflicts} in conflict` : ''}`,
        );
      },
    );

    scope.post(
      ApiPaths.field.attachment,
      {
        ...deviceOnly,
        schema: {
          ...deviceDocs,
          summary: `A photo, signature or signed attestation PDF of a pushed item, as the raw body (at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; its type read from its bytes)`,
          querystring: FieldAttachmentQuerySchema,
          consumes: [...attachmentBodySchema.contentTypes],
          body: attachmentBodySchema.schema,
          response: deviceAnswers(FieldAttachmentResultSchema, {
            409: 'The clientId was used before for another attachment: the message names what differs; the first stands',
            413: `The attachment is over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB: cut off while it streams`,
          }),
        },
        // Refusals before the handler (the query's schema, a body cut off at its limit) come here too.
        onError: async (request, _reply, error) => {
          const failure = uploadFailure(error);
          if (failure) app.metrics.fieldAttachment({ purpose: purposeLabel(request.query), ...failure });
        },
      },
      async (request) => {
        const body = request.body;
        const query = request.query as FieldAttachmentQuery;
        if (!Buffer.isBuffer(body))
          throw new UploadRefused('invalid', 'Send the attachment as the request body');
        app.metrics.fieldAttachmentBytes(query.purpose, body.length);
        const result = await storeAttachment(db, currentDevice(request), query, body);
        app.metrics.fieldAttachment({
          purpose: query.purpose,
          outcome: result.repeated ? 'repeated' : 'accepted',
        });
        return ok(result);
      },
    );
  });
}
