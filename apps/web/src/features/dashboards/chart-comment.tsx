import { getGetCampaignChartQueryKey, useCommentChart, type Chart } from '@chaussee/sdk/react';
import { toast } from '@chaussee/ui';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { dashboardMessages as text } from './messages.js';

/** The contract's maxLength of a chart's comment. */
const COMMENT_MAX_LENGTH = 1000;

function CommentDialog({ chart, onClose }: { chart: Chart; onClose: () => void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(chart.comment ?? '');
  const save = useCommentChart({ mutation: { meta: { isErrorShownInline: true } } });
  const submit = () => {
    const comment = draft.trim() === '' ? null : draft.trim();
    save.mutate(
      { id: chart.id, data: { comment } },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({
            queryKey: getGetCampaignChartQueryKey(chart.campaignId, chart.id),
          });
          toast.success(text.comment.saved);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{text.comment.dialogTitle(chart.title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {save.isError && <Alert severity="error">{frenchErrorOf(save.error)}</Alert>}
          <TextField
            label={text.comment.field}
            multiline
            minRows={3}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
            }}
            slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH } }}
            helperText={`${draft.length} / ${COMMENT_MAX_LENGTH}`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {text.comment.cancel}
        </Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          {text.comment.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The engineering office's comment under a chart, shown to everyone who sees the chart; an
 * engineer or study manager with the right « comment dashboard charts » edits it (the API refuses
 * the others: 403).
 */
export function ChartComment({ chart, canComment }: { chart: Chart; canComment: boolean }) {
  const [isEditing, setEditing] = useState(false);
  const hasComment = chart.comment !== null && chart.comment.trim() !== '';
  if (!hasComment && !canComment) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {hasComment && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flex: 1, whiteSpace: 'pre-line' }}
          aria-label={text.comment.title}
        >
          {chart.comment}
        </Typography>
      )}
      {canComment && (
        <Button
          size="small"
          startIcon={<EditIcon />}
          sx={{ ml: hasComment ? 0 : 'auto' }}
          aria-label={hasComment ? text.comment.edit(chart.title) : text.comment.add(chart.title)}
          onClick={() => {
            setEditing(true);
          }}
        >
          {hasComment ? text.comment.editShort : text.comment.addShort}
        </Button>
      )}
      {isEditing && (
        <CommentDialog
          chart={chart}
          onClose={() => {
            setEditing(false);
          }}
        />
      )}
    </Stack>
  );
}
