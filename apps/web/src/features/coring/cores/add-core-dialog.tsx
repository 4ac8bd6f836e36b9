import { useCreateCore, type Core, type CoreCreate } from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import AddRoadIcon from '@mui/icons-material/AddRoad';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { FormDialog } from '../../../shared/forms/form-dialog.js';
import { AddRoadDialog } from './add-road-dialog.js';
import { inheritedCoreFields, lastCoreWithRoad, nextCoreNumber } from './core-order.js';
import { coreFormHints } from './core-form-ui.js';
import { coresMessages as text } from './messages.js';
import { useCoreReferences } from './use-core-references.js';
import coreCreateContract from 'virtual:chaussee-contract-schemas/CoreCreate';

const form = contractForm(coreCreateContract);

interface AddCoreDialogProps {
  campaign: { id: string; workspace: { id: string } };
  cores: readonly Core[];
  /** Shows the core the server created (and reads the campaign again). */
  onAdded: (core: Core) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A new core (POST /cores): the server gives it the next number and the status empty; the form is
 * pre-filled from the last core that has a road (spec section 4).
 */
export function AddCoreDialog({ campaign, cores, onAdded, onClose }: AddCoreDialogProps) {
  const references = useCoreReferences(campaign);
  const number = nextCoreNumber(cores);
  const inherited = inheritedCoreFields(cores);
  // The core the fields come from, named to the user: not the first one on the same road.
  const source = lastCoreWithRoad(cores);
  const [draft, setDraft] = useState<CoreCreate>({ campaignId: campaign.id, ...inherited });
  const [isAddingRoad, setAddingRoad] = useState(false);
  const create = useCreateCore({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async (answer) => {
        toast.success(text.added(answer.data.number));
        await onAdded(answer.data);
        onClose();
      },
    },
  });
  return (
    <FormDialog
      open
      maxWidth="md"
      title={text.addTitle(number)}
      busy={create.isPending}
      onClose={onClose}
    >
      <Stack spacing={2}>
        {source !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {text.inheritedHelp(source)}
          </Typography>
        )}
        <div>
          <Button
            size="small"
            startIcon={<AddRoadIcon />}
            onClick={() => {
              setAddingRoad(true);
            }}
          >
            {text.addRoad}
          </Button>
        </div>
        <SchemaForm<CoreCreate>
          schema={form.schema}
          uiSchema={form.uiSchema(coreFormHints(references))}
          formData={draft}
          onChange={(data) => {
            if (data !== undefined) setDraft(data);
          }}
          loading={references.isPending}
          submitLabel={text.add}
          submitting={create.isPending}
          error={create.isError ? frenchErrorOf(create.error) : null}
          onSubmit={(data) => {
            if (data !== undefined) create.mutate({ data });
          }}
        />
      </Stack>
      {isAddingRoad && (
        <AddRoadDialog
          workspaceId={campaign.workspace.id}
          onClose={() => {
            setAddingRoad(false);
          }}
          onAdded={(roadId) => {
            setAddingRoad(false);
            setDraft((current) => ({ ...current, roadId }));
          }}
        />
      )}
    </FormDialog>
  );
}
