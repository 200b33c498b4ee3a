import { SecurityMessages as M } from '@tac/contracts';
import { Type } from 'typebox';
import { IdSchema, INT32_MAX } from '../../http/schemas.ts';

const text = (maxLength: number, required?: string) =>
  Type.String({ maxLength, ...(required ? { 'x-messages': { required } } : {}) });

export const SecurityUserSchema = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  securityGroupId: Type.Integer(),
  securityGroupName: Type.String(),
  isActive: Type.Boolean(),
});

export const SecurityUserDetailSchema = Type.Object({
  user: Type.Array(SecurityUserSchema),
  division: Type.Array(Type.Object({ divisionName: Type.String() })),
  group: Type.Array(
    Type.Object({
      divisionId: Type.Integer(),
      divisionName: Type.String(),
      isActive: Type.Boolean(),
      isAllDivision: Type.Boolean(),
    }),
  ),
});

export const AddUserDetailsSchema = Type.Object({
  securityGroup: Type.Array(Type.Object({ groupID: Type.Integer(), securityGroupName: Type.String() })),
  group: Type.Array(Type.Object({ divisionId: Type.Integer(), divisionName: Type.String() })),
  division: Type.Array(Type.Object({ divisionName: Type.String() })),
});

export const ListQuerySchema = Type.Object({
  selectedStatus: Type.Union([Type.Literal('active'), Type.Literal('inactive')], {
    description: "'active' or 'inactive'",
    'x-messages': { required: "selectedStatus is required ('active' or 'inactive')" },
  }),
});

export const UserIdQuerySchema = Type.Object({ userId: IdSchema() });

export const ActivateQuerySchema = Type.Object({
  userId: IdSchema(),
  status: Type.Union([Type.Literal('activate'), Type.Literal('deactivate')], {
    description: "'activate' or 'deactivate'",
  }),
});

/** SaveUsers body (contracts SecurityUserSave). The legacy fields are accepted and ignored. */
export const SaveUserSchema = Type.Object({
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

export const SaveResultSchema = Type.Object({
  userId: Type.Integer(),
  temporaryPassword: Type.Union([Type.String(), Type.Null()], {
    description: 'The temporary password given to the user, returned once; null when none was set',
  }),
});
