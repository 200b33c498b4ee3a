import { type RoleName, SecurityGroupId } from '@tac/contracts';

/** Demo-only password, printed at start in demo mode. Never used outside TAC_DEMO=1 or tests. */
export const DEMO_PASSWORD = 'TimeAdmin#2026';

export interface DemoUser {
  userName: string;
  firstName: string;
  lastName: string;
  phone: string;
  roleId: SecurityGroupId;
  roleName: RoleName;
}

/** One user per role (shared/docs/architecture.md "Data": demo users for each role). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    userName: 'sysadmin@demo.local',
    firstName: 'Margaret',
    lastName: 'Okafor',
    phone: '(555) 010-4400',
    roleId: SecurityGroupId.SystemAdmin,
    roleName: 'SystemAdmin',
  },
  {
    userName: 'admin@demo.local',
    firstName: 'Daniel',
    lastName: 'Reyes',
    phone: '(555) 010-4401',
    roleId: SecurityGroupId.Administrator,
    roleName: 'Administrator',
  },
  {
    userName: 'pm@demo.local',
    firstName: 'Priya',
    lastName: 'Natarajan',
    phone: '(555) 010-4402',
    roleId: SecurityGroupId.ProjectManager,
    roleName: 'Project Manager',
  },
  {
    userName: 'contribute@demo.local',
    firstName: 'Tomasz',
    lastName: 'Kowalski',
    phone: '(555) 010-4403',
    roleId: SecurityGroupId.Contribute,
    roleName: 'Contribute',
  },
  {
    userName: 'readonly@demo.local',
    firstName: 'Grace',
    lastName: 'Holloway',
    phone: '(555) 010-4404',
    roleId: SecurityGroupId.ReadOnly,
    roleName: 'Read Only',
  },
];

/** Materials a concrete and steel contractor orders; inserted in this order. */
export const DEMO_MATERIALS: readonly string[] = [
  'Concrete 3000 PSI',
  'Concrete 4000 PSI',
  'Concrete 5000 PSI High Early',
  'Flowable Fill',
  'Rebar #4',
  'Rebar #5',
  'Rebar #6 Epoxy Coated',
  'Welded Wire Mesh 6x6 W2.9',
  'Rebar Chairs 2 in',
  'Form Plywood 3/4 in HDO',
  'Lumber 2x4x8 SPF',
  'Lumber 2x10x16 Doug Fir',
  'Form Release Agent',
  'Expansion Joint Filler 1/2 in',
  'Curing Compound',
  'Non-Shrink Grout',
  'Anchor Bolts 3/4 x 12 in',
  'Vapor Barrier 15 mil',
  'Crushed Stone #57',
  'Sand Fill',
  'Aggregate Base Course',
  'Asphalt Hot Mix',
  'Geotextile Fabric',
  'PVC Conduit 2 in',
  'Silt Fence',
];
