import { useListUsers } from '@chaussee/sdk/react';
import type { Choice } from '@chaussee/ui';
import { userChoices } from '../forms/choices.js';

const SELECT_LIMIT = 200;

export interface CampaignPeopleChoices {
  isPending: boolean;
  engineers: Choice[];
  studyManagers: Choice[];
  technicians: Choice[];
  /** Users of the workspace's organization holding ROLE_CUSTOMER_MAIN. */
  mainCustomers: Choice[];
}

/** Who may be put in charge of a campaign, by job, and its possible main customers. */
export function useCampaignPeople(organizationId: string | undefined): CampaignPeopleChoices {
  const engineers = useListUsers({ job: 'engineer', limit: SELECT_LIMIT });
  const studyManagers = useListUsers({ job: 'study_manager', limit: SELECT_LIMIT });
  const technicians = useListUsers({ job: 'technician', limit: SELECT_LIMIT });
  const customers = useListUsers(
    { organizationId, limit: SELECT_LIMIT },
    { query: { enabled: organizationId !== undefined } },
  );
  return {
    isPending: engineers.isPending || studyManagers.isPending || technicians.isPending,
    engineers: userChoices(engineers.data?.data.member ?? []),
    studyManagers: userChoices(studyManagers.data?.data.member ?? []),
    technicians: userChoices(technicians.data?.data.member ?? []),
    mainCustomers: userChoices(
      (customers.data?.data.member ?? []).filter((user) =>
        user.roles.includes('ROLE_CUSTOMER_MAIN'),
      ),
    ),
  };
}
