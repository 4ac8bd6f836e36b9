import { describe, expect, it } from 'vitest';
import { filterUsers } from './filter-users.js';

const users = [
  { id: 'me', firstName: 'Sandrine', lastName: 'Admin', email: 'super-admin@demo.chaussee.fr' },
  { id: 'a', firstName: 'Hélène', lastName: 'Durand', email: 'client@demo.chaussee.fr' },
  { id: 'b', firstName: 'Marc', lastName: 'Lefèvre', email: 'technicien@demo.chaussee.fr' },
];

describe('super-login user search', () => {
  it('never offers the super administrator itself', () => {
    expect(filterUsers(users, '', 'me').map((user) => user.id)).toEqual(['a', 'b']);
  });

  it('ignores accents and case, and needs every word', () => {
    expect(filterUsers(users, 'helene DURAND', 'me').map((user) => user.id)).toEqual(['a']);
    expect(filterUsers(users, 'lefevre client', 'me')).toEqual([]);
  });

  it('searches the e-mail too', () => {
    expect(filterUsers(users, 'technicien@', 'me').map((user) => user.id)).toEqual(['b']);
  });
});
