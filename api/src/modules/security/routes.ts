import { ApiPaths, ButtonClaim, SecurityMessages as M, PageClaim } from '@tac/contracts';
import {
  AddUserDetailsSchema,
  SearchRequestSchema,
  SecurityUserActivateQuerySchema,
  SecurityUserDetailSchema,
  SecurityUserIdQuerySchema,
  SecurityUserListQuerySchema,
  SecurityUserSaveResultSchema,
  SecurityUserSaveSchema,
  SecurityUserSchema,
} from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { ScryptCost } from '../../auth/password.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, responses } from '../../http/envelope.ts';
import { pageRange } from '../../http/paging.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import { addUserDetails, listSecurityUsers, securityUserDetail } from './queries.ts';
import { saveSecurityUser, setSecurityUserActive } from './service.ts';

const route = signedInRoutes(['Security']);
const page = requireClaims(PageClaim.Security);
const activation = requireClaims(PageClaim.Security, ButtonClaim.UserActivateDeactivate);

/** Security users (spec 000 §7 "Security"), every call behind the security page claim. */
export function securityRoutes(app: App, db: Db, passwordHashCost: Readonly<ScryptCost>): void {
  app.get(
    ApiPaths.security.user,
    route(page, {
      summary: 'One security user with their project level access and device access by groups',
      querystring: SecurityUserIdQuerySchema,
      response: responses(SecurityUserDetailSchema),
    }),
    async (request) => {
      const detail = await securityUserDetail(db, request.query.userId);
      if (!detail) throw new ApiError(404, M.notFound);
      return ok(detail, '', 1);
    },
  );

  app.get(
    ApiPaths.security.addUserDetails,
    route(page, {
      summary: 'The options of the add/edit dialog: groups and active divisions',
      response: responses(AddUserDetailsSchema),
    }),
    async () => ok(await addUserDetails(db)),
  );

  app.post(
    ApiPaths.security.list,
    route(page, {
      summary:
        "Active or inactive users, sorted by user name; SearchText FieldName 'userName', 'employeeName', 'employeeNumber' or 'securityGroupName' filters by contains",
      querystring: SecurityUserListQuerySchema,
      body: SearchRequestSchema,
      response: responses(Type.Array(SecurityUserSchema)),
    }),
    async (request) => {
      const { SearchText, Skip, Take } = request.body;
      const { rows, totalCount } = await listSecurityUsers(
        db,
        request.query.selectedStatus,
        SearchText,
        pageRange(Skip, Take),
      );
      return ok(rows, '', totalCount);
    },
  );

  app.post(
    ApiPaths.security.save,
    route(page, {
      summary: 'Add (userId null, 0 or absent) or update a security user',
      description:
        'Runs the ten checks of spec 000 §5 in order (400 with the first message), then: group and divisions exist, ' +
        'user name unique (400), only a SystemAdmin creates or changes a SystemAdmin (403). A blank password on add ' +
        'sets a random temporary password, returned once in data.temporaryPassword; the user must change it at sign-in.',
      body: SecurityUserSaveSchema,
      response: responses(SecurityUserSaveResultSchema),
    }),
    async (request) => {
      const { result, updated } = await saveSecurityUser(
        db,
        currentUser(request),
        request.body,
        passwordHashCost,
      );
      return ok(result, updated ? M.updated : M.saved, 1);
    },
  );

  app.post(
    ApiPaths.security.activateOrDeactivate,
    route(activation, {
      summary: 'Deactivate (ends their sessions at once) or reactivate a security user',
      querystring: SecurityUserActivateQuerySchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      const { userId, status } = request.query;
      const active = status === 'activate';
      await setSecurityUserActive(db, currentUser(request), userId, active);
      return ok(null, active ? M.reactivated : M.deactivated);
    },
  );
}
