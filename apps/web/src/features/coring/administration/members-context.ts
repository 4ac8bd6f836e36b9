import type { Member } from '@chaussee/sdk/react';
import { createContext, useContext } from 'react';

export type MemberFlag = 'isTeamMember' | 'isDiffused' | 'isMainCustomer';

/** What the cells of the members grid may do, given by the section. */
export interface MembersGridActions {
  mayEditRights: boolean;
  mayRemove: boolean;
  setFlag: (member: Member, flag: MemberFlag, value: boolean) => void;
  askRemove: (member: Member) => void;
}

export const MembersGridContext = createContext<MembersGridActions | null>(null);

export function useMembersGridActions(): MembersGridActions {
  const actions = useContext(MembersGridContext);
  if (actions === null) throw new Error('The members grid cells need a MembersGridContext');
  return actions;
}
