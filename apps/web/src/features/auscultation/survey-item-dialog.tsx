import {
  getListSurveyItemHistoryQueryKey,
  useListDegradations,
  useListSurveyItemHistory,
  useUpdateSurveyItem,
  type SurveyItem,
  type SurveyItemPatch,
} from '@chaussee/sdk/react';
import { formatDateTime, SchemaForm, toast } from '@chaussee/ui';
import { fieldLabelOf, labelOf } from '@chaussee/validation';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { contractForm } from '../../shared/contract/contract-schemas.js';
import { FormDialog } from '../../shared/forms/form-dialog.js';
import surveyItemPatchContract from 'virtual:chaussee-contract-schemas/SurveyItemPatch';
import { itemPlace } from './item-place.js';
import { auscultationMessages as text } from './messages.js';
import { invalidateSurvey } from './survey-queries.js';

const form = contractForm(surveyItemPatchContract);
/** Every degradation of the reference list fits one page. */
const DEGRADATIONS_PAGE = { limit: 200 } as const;
const HISTORY_PAGE = { limit: 50 } as const;

function draftOf(item: SurveyItem): SurveyItemPatch {
  const { degradationId, severity, extent, direction, lane, comment } = item;
  return { degradationId, severity, extent, direction, lane, comment };
}

function History({ itemId }: { itemId: string }) {
  const history = useListSurveyItemHistory(itemId, HISTORY_PAGE, { query: ERROR_SHOWN_INLINE });
  const entries = history.data?.data.items;
  if (history.isError) {
    return <Typography color="error">{text.items.historyFailed}</Typography>;
  }
  if (entries === undefined) return null;
  return (
    <Stack component="section" aria-label={text.items.history} spacing={1}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {text.items.history}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{text.items.noHistory}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2 }}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Typography variant="body2">
                {text.items.change(
                  formatDateTime(entry.changedAt) ?? entry.changedAt,
                  entry.changedBy === null
                    ? text.items.deletedUser
                    : `${entry.changedBy.firstName} ${entry.changedBy.lastName}`,
                  entry.changes.map((change) =>
                    text.items.fieldChange(
                      fieldLabelOf('SurveyItem', change.field) ?? change.field,
                      change.before,
                      change.after,
                    ),
                  ),
                )}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A survey item opened from the list: where it is, its form (the contract's SurveyItemPatch, the
 * distress type chosen among GET /degradations) when the user holds « edit auscultation point
 * fields », and its history of changes.
 */
export function SurveyItemDialog({
  item,
  canEdit,
  onClose,
}: {
  item: SurveyItem;
  canEdit: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const degradations = useListDegradations(DEGRADATIONS_PAGE, {
    query: { ...ERROR_SHOWN_INLINE, enabled: canEdit },
  });
  const update = useUpdateSurveyItem({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async () => {
        toast.success(text.items.saved);
        // The item's history sits under its own path, not the campaign's.
        await Promise.all([
          invalidateSurvey(queryClient, item.campaignId),
          queryClient.invalidateQueries({ queryKey: getListSurveyItemHistoryQueryKey(item.id) }),
        ]);
      },
    },
  });
  const uiSchema = form.uiSchema({
    fields: {
      degradationId: {
        choices: (degradations.data?.data.items ?? []).map((degradation) => ({
          value: degradation.id,
          label: degradation.label,
        })),
      },
      comment: { widget: 'textarea' },
    },
  });
  return (
    <FormDialog
      open
      title={text.items.dialogTitle(itemPlace(item))}
      busy={update.isPending}
      onClose={onClose}
    >
      <Stack spacing={3}>
        <Typography color="text.secondary">
          {`${labelOf('DistressType', item.distressType)} · ${text.items.severity(item.severity)}`}
        </Typography>
        {canEdit && (
          <SchemaForm<SurveyItemPatch>
            schema={form.schema}
            uiSchema={uiSchema}
            formData={draftOf(item)}
            submitLabel={text.items.save}
            loading={degradations.isPending}
            submitting={update.isPending}
            error={update.isError ? frenchErrorOf(update.error) : null}
            onSubmit={(data) => {
              if (data !== undefined) update.mutate({ id: item.id, data });
            }}
          />
        )}
        <History itemId={item.id} />
      </Stack>
    </FormDialog>
  );
}
