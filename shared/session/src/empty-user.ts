import type { LoginUser } from '@tac/contracts';

export const EMPTY_USER: LoginUser = {
  loggedIn: false,
  roleId: null,
  roleName: '',
  firstName: '',
  lastName: '',
  fullName: '',
  userName: '',
  userId: null,
  userEmail: '',
  userPhoneNumber: '',
  accessToken: '',
  claimValue: [],
  loggedOutUserRole: '',
};
