import type { UserType } from '@chaussee/permissions';
import {
  getListUsersQueryKey,
  getUser,
  updateUser,
  useCreateUser,
  useGetUser,
  useListAgencies,
  useListOrganizationSites,
  useUpdateUser,
  type Organization,
  type User,
  type UserCreate,
} from '@chaussee/sdk/react';
import { SchemaForm, toast, type Choice, type ContractForm, type FormHints } from '@chaussee/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { staleVersionChoices } from '../../shared/api/stale-version-choices.js';
import { StaleVersionGuard } from '../../shared/api/stale-version-guard.js';
import { contractForm } from '../../shared/contract/contract-schemas.js';
import { namedChoices } from '../../shared/forms/choices.js';
import { FormDialog } from '../../shared/forms/form-dialog.js';
import { adminMessages as text } from './messages.js';
import { ROLE_OF_TYPE, USER_FIELDS, userRefusalOf } from './user-form.js';
import userCreateContract from 'virtual:chaussee-contract-schemas/UserCreate';
import userUpdateContract from 'virtual:chaussee-contract-schemas/UserUpdate';

const SELECT_LIMIT = 200;
const STAFF_ONLY = ['job', 'agencyIds'] as const;
const CUSTOMER_FIELDS = USER_FIELDS.filter((field) => !STAFF_ONLY.some((staff) => staff === field));
const UPDATE_FIELDS = USER_FIELDS.filter((field) => field !== 'sendInvitation');
const forms = {
  create: {
    staff: contractForm(userCreateContract, { fields: USER_FIELDS }),
    customer: contractForm(userCreateContract, { fields: CUSTOMER_FIELDS }),
  },
  edit: {
    staff: contractForm(userUpdateContract, { fields: UPDATE_FIELDS }),
    customer: contractForm(userUpdateContract, {
      fields: CUSTOMER_FIELDS.filter((field) => field !== 'sendInvitation'),
    }),
  },
};

/** The form's values: UserCreate (an edit sends the same fields but sendInvitation). */
type UserDraft = Partial<UserCreate>;

/** The account as the form edits it: job and agencies only for the office's staff. */
function draftOf(user: User, userType: UserType, isStaff: boolean): UserDraft {
  return {
    userType,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    ...(user.phone === null ? {} : { phone: user.phone }),
    ...(isStaff && user.job !== null ? { job: user.job } : {}),
    roles: user.roles,
    siteIds: user.sites.map((site) => site.id),
    ...(isStaff ? { agencyIds: (user.agencies ?? []).map((agency) => agency.id) } : {}),
  };
}

type UiSchema = ReturnType<ContractForm['uiSchema']>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isChoice(value: unknown): value is Choice {
  return isRecord(value) && typeof value.value === 'string' && typeof value.label === 'string';
}

/** The type select offers only the types the caller may create (the server refuses the others). */
function withTypes(uiSchema: UiSchema, types: readonly UserType[]): UiSchema {
  const typeUi: unknown = uiSchema.userType;
  if (!isRecord(typeUi)) return uiSchema;
  const options: unknown = typeUi['ui:options'];
  const listed: unknown = isRecord(options) ? options.choices : undefined;
  const choices = (Array.isArray(listed) ? listed : [])
    .filter(isChoice)
    .filter((choice) => types.some((type) => type === choice.value));
  return {
    ...uiSchema,
    userType: { ...typeUi, 'ui:options': { ...(isRecord(options) ? options : {}), choices } },
  };
}

interface UserFormDialogProps {
  organization: Organization;
  /** The types the caller may give (creation) or the account's own type (edit). */
  types: readonly UserType[];
  /** The account edited, with its type; a new account when absent. */
  edited?: { user: User; userType: UserType };
  onClose: () => void;
}

/**
 * POST /users or PUT /users/{id} from the contract's UserCreate or UserUpdate: type, identity,
 * roles, sites of the organization and, for the engineering office's staff, job and agencies.
 * Every rule of section 5 shows under its field: the form's own (required, e-mail, phone, at
 * least one role and one site) and the server's (type, e-mail used, main-customer role guard).
 */
export function UserFormDialog({ organization, types, edited, onClose }: UserFormDialogProps) {
  const queryClient = useQueryClient();
  const isStaff = organization.isInternal;
  // The account as the server holds it now: its read also gives the SDK the version the save
  // names in If-Match (the list the dialog opens from carries none). Until the user edits, the
  // form shows it rather than the list's copy, which may be older.
  const fresh = useGetUser(edited?.user.id ?? '', {
    query: { enabled: edited !== undefined },
  }).data?.data;
  const shown = useMemo<UserDraft>(
    () =>
      edited === undefined
        ? {
            userType: types[0],
            roles: types[0] === undefined ? [] : [ROLE_OF_TYPE[types[0]]],
            siteIds: [],
          }
        : draftOf(fresh ?? edited.user, edited.userType, isStaff),
    [edited, fresh, types, isStaff],
  );
  const [typed, setDraft] = useState<UserDraft | null>(null);
  const draft = typed ?? shown;
  const sites = useListOrganizationSites(organization.id, { limit: SELECT_LIMIT });
  const agencies = useListAgencies({ limit: SELECT_LIMIT }, { query: { enabled: isStaff } });
  const refreshList = () => queryClient.invalidateQueries({ queryKey: getListUsersQueryKey() });
  const onSuccess = async () => {
    toast.success(edited === undefined ? text.userCreated : text.userSaved);
    await refreshList();
    onClose();
  };
  const mutation = { meta: { isErrorShownInline: true }, onSuccess };
  const create = useCreateUser({ mutation });
  const update = useUpdateUser({ mutation });
  const stale = staleVersionChoices({
    save: update,
    reload: async () => {
      if (edited === undefined) return;
      const current = await getUser(edited.user.id);
      setDraft(draftOf(current.data, edited.userType, isStaff));
      await refreshList();
    },
    resend: ({ id, data }, request) => updateUser(id, data, request),
    onSaved: onSuccess,
  });
  const running = edited === undefined ? create : update;
  const form = (edited === undefined ? forms.create : forms.edit)[isStaff ? 'staff' : 'customer'];
  const hints: FormHints = {
    order: USER_FIELDS.filter((field) => isStaff || CUSTOMER_FIELDS.includes(field)),
    fields: {
      userType: { readonly: edited !== undefined && types.length <= 1 },
      email: { autocomplete: 'off' },
      phone: { autocomplete: 'off' },
      siteIds: {
        choices: namedChoices((sites.data?.data.member ?? []).filter((site) => site.isActive)),
      },
      agencyIds: { choices: namedChoices(agencies.data?.data.items ?? []) },
    },
  };
  const refusal = running.isError ? userRefusalOf(running.error) : null;
  return (
    <FormDialog
      open
      maxWidth="md"
      title={
        edited === undefined
          ? text.createUserTitle
          : text.editUserTitle(`${edited.user.firstName} ${edited.user.lastName}`)
      }
      busy={running.isPending}
      onClose={onClose}
    >
      <StaleVersionGuard {...stale} />
      <SchemaForm<UserDraft>
        schema={form.schema}
        uiSchema={withTypes(form.uiSchema(hints), types)}
        formData={draft}
        onChange={(data) => {
          if (data === undefined) return;
          // A new type starts from its own role, unless roles were chosen by hand.
          const typeChanged = data.userType !== draft.userType && data.userType !== undefined;
          const rolesUntouched =
            (draft.roles ?? []).length === 0 ||
            (draft.userType !== undefined &&
              draft.roles?.length === 1 &&
              draft.roles[0] === ROLE_OF_TYPE[draft.userType]);
          setDraft(
            typeChanged && rolesUntouched && data.userType !== undefined
              ? { ...data, roles: [ROLE_OF_TYPE[data.userType]] }
              : data,
          );
        }}
        submitLabel={edited === undefined ? text.create : text.save}
        loading={sites.isPending}
        submitting={running.isPending}
        error={refusal?.message ?? null}
        extraErrors={refusal?.fields ?? {}}
        onSubmit={(data) => {
          if (data === undefined) return;
          const { userType, email, firstName, lastName, roles, siteIds } = data;
          if (
            userType === undefined ||
            email === undefined ||
            firstName === undefined ||
            lastName === undefined ||
            roles === undefined ||
            siteIds === undefined
          ) {
            return;
          }
          const body = { ...data, userType, email, firstName, lastName, roles, siteIds };
          if (edited === undefined) {
            create.mutate({ data: body });
          } else {
            // PUT replaces the whole account: what the form left empty is sent as none.
            update.mutate({
              id: edited.user.id,
              data: {
                userType,
                email,
                firstName,
                lastName,
                roles,
                siteIds,
                phone: data.phone ?? null,
                job: data.job ?? null,
                agencyIds: data.agencyIds ?? [],
              },
            });
          }
        }}
      />
    </FormDialog>
  );
}
