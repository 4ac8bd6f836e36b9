import { describe, expect, it } from 'vitest';
import {
  mayActOnAccount,
  type AccountAction,
  type AccountActor,
  type AccountFacts,
} from './account-rules.js';
import type { Job, Role } from './roles.js';

const OFFICE = 'organization-office';
const ISERE = 'organization-isere';
const GRENOBLE = 'organization-grenoble';

/**
 * The 14 demo accounts of the API's seed (apps/api/src/db/seed.ts, roles, job and organization
 * copied here), then two customers of another organization (the Ville de Grenoble). Each is both
 * an actor (a row) and a target (a column, in the same order). The two technicians are peers.
 */
// prettier-ignore
const ACCOUNTS: readonly (readonly [label: string, roles: Role[], job: Job | null, organization: string])[] = [
  ['SA  super-admin',         ['ROLE_SUPER_ADMIN'],               null,            OFFICE],
  ['A   admin',               ['ROLE_ADMIN'],                     null,            OFFICE],
  ['BA  bureau-admin',        ['ROLE_NEXTROAD_ADMIN'],            'engineer',      OFFICE],
  ['CA  chef-agence',         ['ROLE_NEXTROAD_MAIN'],             'study_manager', OFFICE],
  ['COL collaborateur',       ['ROLE_NEXTROAD_USER'],             'technician',    OFFICE],
  ['COM commercial',          ['ROLE_NEXTROAD_USER'],             'commercial',    OFFICE],
  ['ING ingenieur',           ['ROLE_NEXTROAD_USER'],             'engineer',      OFFICE],
  ['CHA charge-affaires',     ['ROLE_NEXTROAD_USER'],             'study_manager', OFFICE],
  ['TEC technicien',          ['ROLE_NEXTROAD_USER'],             'technician',    OFFICE],
  ['CS  client-superviseur',  ['ROLE_CUSTOMER_SUPERVISOR'],       null,            ISERE],
  ['CP  client-principal',    ['ROLE_CUSTOMER_MAIN'],             null,            ISERE],
  ['CU  client-utilisateur',  ['ROLE_CUSTOMER_USER'],             null,            ISERE],
  ['LEC lecteur',             ['ROLE_READ_ONLY'],                 null,            ISERE],
  ['STA statistiques',        ['ROLE_USER', 'ROLE_ACCESS_STATS'], null,            OFFICE],
  ['GP  grenoble-principal',  ['ROLE_CUSTOMER_MAIN'],             null,            GRENOBLE],
  ['GU  grenoble-utilisateur',['ROLE_CUSTOMER_USER'],             null,            GRENOBLE],
];

function actorOf(index: number): AccountActor {
  const [label, roles, job, organization] = ACCOUNTS[index] ?? [];
  if (label === undefined || roles === undefined || job === undefined) throw new Error('No row');
  return {
    id: label,
    roles,
    job,
    organizationIds: organization === undefined ? [] : [organization],
  };
}

function targetOf(index: number, action: AccountAction): AccountFacts {
  const { id, roles, job, organizationIds } = actorOf(index);
  // An account being created has no id yet: the diagonal is « an account like one's own ».
  return action === 'create'
    ? { roles, job, organizationIds }
    : { id, roles, job, organizationIds };
}

/**
 * One matrix per action: a line per actor, a cell per target (Y allowed, . refused), written by
 * hand from the rule (rights of spec section 6, rank of roles and jobs, own organization for
 * customers, the office's staff), never computed with the code under test.
 */
function checkMatrix(action: AccountAction, lines: readonly string[]) {
  describe(`${action} an account`, () => {
    it.each(ACCOUNTS.map(([label], index) => [label, index] as const))(
      '%s answers as its line says',
      (label, actorIndex) => {
        const line = lines[actorIndex] ?? '';
        const cells = line.replaceAll('|', ' ').trim().split(/\s+/u);
        if (
          cells.length !== ACCOUNTS.length ||
          cells.some((cell) => cell !== 'Y' && cell !== '.')
        ) {
          throw new Error(`The line of ${label} needs ${ACCOUNTS.length} cells of Y or .`);
        }
        const expected = Object.fromEntries(
          ACCOUNTS.map(([target], index) => [target, cells[index] === 'Y']),
        );
        const actual = Object.fromEntries(
          ACCOUNTS.map(([target], index) => [
            target,
            mayActOnAccount(actorOf(actorIndex), targetOf(index, action), action),
          ]),
        );
        expect(actual).toEqual(expected);
      },
    );
  });
}

/*
 * Reading the matrices: the staff (SA … TEC) are in the engineering office, the customers (CS …
 * LEC) in the Isère, STA in the office without a job (only SUPER_ADMIN reaches ACCESS_STATS), GP
 * and GU in the Ville de Grenoble. Jobs rank technician < commercial < engineer < study_manager
 * between accounts of the same role level (COL/TEC, COM, ING, CHA are all NEXTROAD_USER).
 */

// « send invite link » has the same holders (spec section 6) and the same limits as an edit.
// prettier-ignore
const UPDATE = [
  //  SA A  BA CA COL COM ING CHA TEC | CS CP CU LEC | STA | GP GU
  'Y  Y  Y  Y  Y   Y   Y   Y   Y   | Y  Y  Y  Y   | Y   | Y  Y', // SA
  '.  Y  Y  Y  Y   Y   Y   Y   Y   | Y  Y  Y  Y   | .   | Y  Y', // A
  '.  .  Y  Y  Y   Y   Y   Y   Y   | Y  Y  Y  Y   | .   | Y  Y', // BA
  '.  .  .  Y  Y   Y   Y   Y   Y   | Y  Y  Y  Y   | .   | Y  Y', // CA
  '.  .  .  .  Y   .   .   .   Y   | .  Y  Y  Y   | .   | Y  Y', // COL
  '.  .  .  .  Y   Y   .   .   Y   | .  Y  Y  Y   | .   | Y  Y', // COM
  '.  .  .  .  Y   Y   Y   .   Y   | Y  Y  Y  Y   | .   | Y  Y', // ING
  '.  .  .  .  Y   Y   Y   Y   Y   | Y  Y  Y  Y   | .   | Y  Y', // CHA
  '.  .  .  .  Y   .   .   .   Y   | .  Y  Y  Y   | .   | Y  Y', // TEC
  '.  .  .  .  .   .   .   .   .   | Y  Y  Y  Y   | .   | .  .', // CS
  '.  .  .  .  .   .   .   .   .   | .  Y  Y  Y   | .   | .  .', // CP
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // CU
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // LEC
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // STA
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | Y  Y', // GP
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // GU
];

checkMatrix('update', UPDATE);
checkMatrix('sendInviteLink', UPDATE);

// Giving access (roles, job, sites, agencies) to the office's staff is for SA, A, BA and CA.
// prettier-ignore
checkMatrix('changeAccess', [
  //  SA A  BA CA COL COM ING CHA TEC | CS CP CU LEC | STA | GP GU
  'Y  Y  Y  Y  Y   Y   Y   Y   Y   | Y  Y  Y  Y   | Y   | Y  Y', // SA
  '.  Y  Y  Y  Y   Y   Y   Y   Y   | Y  Y  Y  Y   | .   | Y  Y', // A
  '.  .  Y  Y  Y   Y   Y   Y   Y   | Y  Y  Y  Y   | .   | Y  Y', // BA
  '.  .  .  Y  Y   Y   Y   Y   Y   | Y  Y  Y  Y   | .   | Y  Y', // CA
  '.  .  .  .  .   .   .   .   .   | .  Y  Y  Y   | .   | Y  Y', // COL
  '.  .  .  .  .   .   .   .   .   | .  Y  Y  Y   | .   | Y  Y', // COM
  '.  .  .  .  .   .   .   .   .   | Y  Y  Y  Y   | .   | Y  Y', // ING
  '.  .  .  .  .   .   .   .   .   | Y  Y  Y  Y   | .   | Y  Y', // CHA
  '.  .  .  .  .   .   .   .   .   | .  Y  Y  Y   | .   | Y  Y', // TEC
  '.  .  .  .  .   .   .   .   .   | Y  Y  Y  Y   | .   | .  .', // CS
  '.  .  .  .  .   .   .   .   .   | .  Y  Y  Y   | .   | .  .', // CP
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // CU
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // LEC
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // STA
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | Y  Y', // GP
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // GU
]);

// The type decides the right: main customers by SA, A and COM; supervisor customers by the
// engineer and study-manager jobs only (not SA or A, who have no job); secondary customers by
// whoever reaches CUSTOMER_MAIN; the office's staff by SA, A, BA and CA, within their rank.
// prettier-ignore
checkMatrix('create', [
  //  SA A  BA CA COL COM ING CHA TEC | CS CP CU LEC | STA | GP GU
  'Y  Y  Y  Y  Y   Y   Y   Y   Y   | .  Y  Y  Y   | Y   | Y  Y', // SA
  '.  Y  Y  Y  Y   Y   Y   Y   Y   | .  Y  Y  Y   | .   | Y  Y', // A
  '.  .  Y  Y  Y   Y   Y   Y   Y   | Y  .  Y  Y   | .   | .  Y', // BA
  '.  .  .  Y  Y   Y   Y   Y   Y   | Y  .  Y  Y   | .   | .  Y', // CA
  '.  .  .  .  .   .   .   .   .   | .  .  Y  Y   | .   | .  Y', // COL
  '.  .  .  .  .   .   .   .   .   | .  Y  Y  Y   | .   | Y  Y', // COM
  '.  .  .  .  .   .   .   .   .   | Y  .  Y  Y   | .   | .  Y', // ING
  '.  .  .  .  .   .   .   .   .   | Y  .  Y  Y   | .   | .  Y', // CHA
  '.  .  .  .  .   .   .   .   .   | .  .  Y  Y   | .   | .  Y', // TEC
  '.  .  .  .  .   .   .   .   .   | .  .  Y  Y   | .   | .  .', // CS
  '.  .  .  .  .   .   .   .   .   | .  .  Y  Y   | .   | .  .', // CP
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // CU
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // LEC
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // STA
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  Y', // GP
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // GU
]);

// Only the admin roles delete the office's staff; nobody deletes themselves (the diagonal).
// prettier-ignore
checkMatrix('delete', [
  //  SA A  BA CA COL COM ING CHA TEC | CS CP CU LEC | STA | GP GU
  '.  Y  Y  Y  Y   Y   Y   Y   Y   | Y  Y  Y  Y   | Y   | Y  Y', // SA
  '.  .  Y  Y  Y   Y   Y   Y   Y   | Y  Y  Y  Y   | .   | Y  Y', // A
  '.  .  .  .  .   .   .   .   .   | Y  Y  Y  Y   | .   | Y  Y', // BA
  '.  .  .  .  .   .   .   .   .   | Y  Y  Y  Y   | .   | Y  Y', // CA
  '.  .  .  .  .   .   .   .   .   | .  Y  Y  Y   | .   | Y  Y', // COL
  '.  .  .  .  .   .   .   .   .   | .  Y  Y  Y   | .   | Y  Y', // COM
  '.  .  .  .  .   .   .   .   .   | Y  Y  Y  Y   | .   | Y  Y', // ING
  '.  .  .  .  .   .   .   .   .   | Y  Y  Y  Y   | .   | Y  Y', // CHA
  '.  .  .  .  .   .   .   .   .   | .  Y  Y  Y   | .   | Y  Y', // TEC
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // CS
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // CP
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // CU
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // LEC
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // STA
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // GP
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // GU
]);

// « copy invite link »: CUSTOMER_SUPERVISOR, SUPER_ADMIN and NEXTROAD_ADMIN (ADMIN reaches it).
// prettier-ignore
checkMatrix('copyInviteLink', [
  //  SA A  BA CA COL COM ING CHA TEC | CS CP CU LEC | STA | GP GU
  'Y  Y  Y  Y  Y   Y   Y   Y   Y   | Y  Y  Y  Y   | Y   | Y  Y', // SA
  '.  Y  Y  Y  Y   Y   Y   Y   Y   | Y  Y  Y  Y   | .   | Y  Y', // A
  '.  .  Y  Y  Y   Y   Y   Y   Y   | Y  Y  Y  Y   | .   | Y  Y', // BA
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // CA
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // COL
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // COM
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // ING
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // CHA
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // TEC
  '.  .  .  .  .   .   .   .   .   | Y  Y  Y  Y   | .   | .  .', // CS
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // CP
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // CU
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // LEC
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // STA
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // GP
  '.  .  .  .  .   .   .   .   .   | .  .  .  .   | .   | .  .', // GU
]);

describe('the organization boundary and the guest', () => {
  const mainCustomer: AccountActor = {
    id: 'cp',
    roles: ['ROLE_CUSTOMER_MAIN'],
    job: null,
    organizationIds: [ISERE],
  };
  const technician: AccountActor = {
    id: 'tec',
    roles: ['ROLE_NEXTROAD_USER'],
    job: 'technician',
    organizationIds: [OFFICE],
  };

  it('refuses a customer an account that is also in another organization, or in none', () => {
    const twoOrganizations: AccountFacts = {
      id: 'r',
      roles: ['ROLE_READ_ONLY'],
      job: null,
      organizationIds: [ISERE, GRENOBLE],
    };
    const noOrganization: AccountFacts = {
      id: 'n',
      roles: ['ROLE_READ_ONLY'],
      job: null,
      organizationIds: [],
    };
    expect(mayActOnAccount(mainCustomer, twoOrganizations, 'update')).toBe(false);
    expect(mayActOnAccount(mainCustomer, noOrganization, 'update')).toBe(false);
    expect(mayActOnAccount(mainCustomer, noOrganization, 'create')).toBe(false);
    // The office's staff work for every customer.
    expect(mayActOnAccount(technician, twoOrganizations, 'update')).toBe(true);
    expect(mayActOnAccount(technician, noOrganization, 'sendInviteLink')).toBe(true);
  });

  it('refuses a guest everything, whatever roles and job its session carries', () => {
    const guest: AccountActor = {
      id: 'guest',
      roles: ['ROLE_SUPER_ADMIN'],
      job: 'study_manager',
      invitedBy: 'cp',
      campaign: { id: 'c1', type: 'coring' },
      organizationIds: [OFFICE],
    };
    const customer = {
      id: 'cu',
      roles: ['ROLE_CUSTOMER_USER'],
      job: null,
      organizationIds: [ISERE],
    } as const;
    const actions: AccountAction[] = [
      'create',
      'update',
      'changeAccess',
      'delete',
      'sendInviteLink',
      'copyInviteLink',
    ];
    expect(actions.filter((action) => mayActOnAccount(guest, customer, action))).toEqual([]);
  });
});
