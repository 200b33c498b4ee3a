import { Type } from 'typebox';
import { SecurityMessages as M } from '../security.ts';
import { IdSchema, INT32_MAX } from './common.ts';

/** A text field of the save body: its length limit, and the spec's text when it is missing. */
const text = (maxLength: number, required?: string) =>
  Type.String({ maxLength, ...(required ? { 'x-messages': { required } } : {}) });

/** One row of the Security table and `data.user[0]` of GetUser (spec 000 §3 "Security user"). */
export const SecurityUserSchema = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  securityGroupId: Type.Integer(),
  securityGroupName: Type.String(),
  isActive: Type.Boolean(),
});

/** GetUser's data (spec 000 §3 "User detail response"). */
export const SecurityUserDetailSchema = Type.Object({
  user: Type.Array(SecurityUserSchema),
  /** Project level access: division names, 'All Divisions' when the user has every division. */
  division: Type.Array(Type.Object({ divisionName: Type.String() })),
  /** Device access by groups: divisions by id; id 0 with isAllDivision for 'All Divisions'. */
  group: Type.Array(
    Type.Object({
      divisionId: Type.Integer(),
      divisionName: Type.String(),
      isActive: Type.Boolean(),
      isAllDivision: Type.Boolean(),
    }),
  ),
});

/** GetAddUserDetails' data (spec 000 §3 "Add-user lookup response"). */
export const AddUserDetailsSchema = Type.Object({
  securityGroup: Type.Array(Type.Object({ groupID: Type.Integer(), securityGroupName: Type.String() })),
  group: Type.Array(Type.Object({ divisionId: Type.Integer(), divisionName: Type.String() })),
  division: Type.Array(Type.Object({ divisionName: Type.String() })),
});

/** GetAllUserList's query: which users to list. */
export const SecurityUserListQuerySchema = Type.Object({
  selectedStatus: Type.Union([Type.Literal('active'), Type.Literal('inactive')], {
    description: "'active' or 'inactive'",
    'x-messages': { required: "selectedStatus is required ('active' or 'inactive')" },
  }),
});

/** GetUser's query. */
export const SecurityUserIdQuerySchema = Type.Object({ userId: IdSchema() });

/** ActivateOrDeactivateUser's query. */
export const SecurityUserActivateQuerySchema = Type.Object({
  userId: IdSchema(),
  status: Type.Union([Type.Literal('activate'), Type.Literal('deactivate')], {
    description: "'activate' or 'deactivate'",
  }),
});

/**
 * SaveUsers body (spec 000 §3 "save payload"). The user is added when userId is null, 0 or absent.
 * UserDivision and UserGroup are the whole new selection; GroupRemoved/DivisionRemoved, divisionName,
 * groupName, status and isChangePasswordOnly are accepted for the legacy screens and ignored.
 * A blank password on add means: the server makes a temporary one; on update: unchanged.
 */
export const SecurityUserSaveSchema = Type.Object({
  userId: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: INT32_MAX }), Type.Null()], {
      description: 'null, 0 or absent: add a user; a positive id: update that user',
    }),
  ),
  employeeNumber: text(50, M.employeeIdRequired),
  employeeName: text(100, M.employeeNameRequired),
  userName: text(254, M.userNameRequired),
  securitygroupID: Type.Union([Type.Integer({ minimum: 0, maximum: INT32_MAX }), Type.Null()], {
    'x-messages': { required: M.groupRequired },
  }),
  password: Type.Optional(
    Type.String({ maxLength: 256, description: 'Blank: a temporary password on add; unchanged on update' }),
  ),
  confirmPassword: Type.Optional(Type.String({ maxLength: 256 })),
  IsActive: Type.Optional(Type.Boolean({ description: 'Only read when adding; default true' })),
  UserDivision: Type.Array(Type.Object({ DivisionName: text(100) }), {
    maxItems: 1000,
    description: "Project level access by division name; 'All Divisions' alone for every division",
    'x-messages': { required: M.divisionRequired },
  }),
  UserGroup: Type.Array(Type.Object({ DivisionId: Type.Integer({ minimum: 0, maximum: INT32_MAX }) }), {
    maxItems: 1000,
    description: 'Device access by groups by division id; 0 alone for All Divisions; ignored for group 5',
    'x-messages': { required: M.deviceGroupRequired },
  }),
  GroupRemoved: Type.Optional(Type.Array(Type.Integer(), { maxItems: 1000 })),
  DivisionRemoved: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 1000 })),
  divisionName: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 1000 })),
  groupName: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 1000 })),
  isChangePasswordOnly: Type.Optional(Type.Boolean()),
  status: Type.Optional(Type.String({ maxLength: 20 })),
});

/** SaveUsers' data: the temporary password is given once, to hand over to the user. */
export const SecurityUserSaveResultSchema = Type.Object({
  userId: Type.Integer(),
  temporaryPassword: Type.Union([Type.String(), Type.Null()], {
    description: 'The temporary password given to the user, returned once; null when none was set',
  }),
});
