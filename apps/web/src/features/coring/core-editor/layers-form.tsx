import {
  getCoreLayers,
  getGetCoreLayersQueryKey,
  getGetCoreInterfacesQueryKey,
  updateCoreLayers,
  useGetCoreInterfaces,
  useGetCoreLayers,
  useListMaterialCategories,
  useUpdateCoreLayers,
  type CoreLayers,
  type CoreLayersUpdate,
  type DroppedSample,
} from '@chaussee/sdk/react';
import { ApiError } from '@chaussee/sdk';
import {
  ConfirmDialog,
  CoreLog,
  EmptyState,
  formatNumber,
  SchemaForm,
  toast,
  type Choice,
  type FormHints,
} from '@chaussee/ui';
import { labelOf } from '@chaussee/validation';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { staleVersionChoices } from '../../../shared/api/stale-version-choices.js';
import { StaleVersionGuard } from '../../../shared/api/stale-version-guard.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { layersToInput } from './core-inputs.js';
import { editorMessages as text } from './messages.js';
import coreLayersUpdateContract from 'virtual:chaussee-contract-schemas/CoreLayersUpdate';

const form = contractForm(coreLayersUpdateContract);
const schema = form.schema;
const CATEGORIES_LIMIT = 200;

/**
 * The hint table of the layers form: list headings and item names (screen texts), field order,
 * the material categories to choose among. Field titles and enum labels come from the catalogue.
 */
function layersHints(categories: Choice[]): FormHints {
  return {
    fields: {
      layers: {
        title: text.layersList,
        options: { orderable: true },
        items: {
          title: text.layerItem,
          order: [
            'name',
            'type',
            'materialCategoryId',
            'otherMaterial',
            'thickness',
            'condition',
            'comment',
            'samples',
            'pollutantAnalyses',
          ],
          fields: {
            id: { widget: 'hidden' },
            materialCategoryId: { choices: categories },
            comment: { widget: 'textarea' },
            samples: { items: { title: text.sampleItem, fields: { id: { widget: 'hidden' } } } },
            pollutantAnalyses: {
              title: text.pollutantAnalysesList,
              items: { title: text.pollutantAnalysisItem },
            },
          },
        },
      },
    },
  };
}

interface LayersFormProps {
  coreId: string;
  organizationId: string;
  mayEdit: boolean;
  onSaved: () => Promise<unknown>;
}

/**
 * The layers of the core, surface first (PUT /cores/{id}/cores-layers): order, name, type,
 * material category, thickness, condition, samples and the results entered by hand; beside the
 * form, the core's log drawn to scale from what the form holds, as it is typed.
 */
export function LayersForm({ coreId, organizationId, mayEdit, onSaved }: LayersFormProps) {
  const layers = useGetCoreLayers(coreId);
  const categories = useListMaterialCategories({ organizationId, limit: CATEGORIES_LIMIT });
  if (layers.isError) return <EmptyState variant="error" title={text.loadFailed} />;
  if (layers.data === undefined || categories.isPending) {
    return <SchemaForm schema={schema} loading onSubmit={() => undefined} />;
  }
  const choices = (categories.data?.data.items ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {text.totalThickness(formatNumber(layers.data.data.totalThickness))}
      </Typography>
      <LayersEditor
        coreId={coreId}
        initial={{ layers: layersToInput(layers.data.data.layers) }}
        uiSchema={form.uiSchema(layersHints(choices))}
        materialNames={new Map(choices.map((choice) => [choice.value, choice.label]))}
        mayEdit={mayEdit}
        onSaved={onSaved}
      />
    </Stack>
  );
}

/** The server's refusal of a save that would delete samples until it is confirmed (dropSamples). */
function isDropRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.problem.code === 'samples_would_be_dropped';
}

interface LayersEditorProps {
  coreId: string;
  initial: { layers: Partial<CoreLayersUpdate['layers'][number]>[] };
  uiSchema: ReturnType<typeof form.uiSchema>;
  /** Material category names by id, for the log. */
  materialNames: ReadonlyMap<string, string>;
  mayEdit: boolean;
  onSaved: () => Promise<unknown>;
}

function LayersEditor({
  coreId,
  initial,
  uiSchema,
  materialNames,
  mayEdit,
  onSaved,
}: LayersEditorProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  // A save the server refused because it would delete samples: asked again once confirmed.
  const [dropping, setDropping] = useState<{
    data: CoreLayersUpdate;
    samples: DroppedSample[];
  } | null>(null);
  const interfaces = useGetCoreInterfaces(coreId);
  // The layers, and the interfaces no longer between two layers (deleted with them), as the
  // server holds them now; the campaign's cores too.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetCoreLayersQueryKey(coreId) }),
      queryClient.invalidateQueries({ queryKey: getGetCoreInterfacesQueryKey(coreId) }),
      onSaved(),
    ]);
  const saved = async (answer: { data: CoreLayers }) => {
    setDropping(null);
    // The layers created by this save now have ids: the next save keeps them (with their
    // samples and interfaces) instead of creating them again.
    setDraft({ layers: layersToInput(answer.data.layers) });
    toast.success(text.layersSaved);
    await refresh();
  };
  const update = useUpdateCoreLayers({
    mutation: {
      meta: { isErrorShownInline: true },
      onError: (error, { data }) => {
        if (isDropRefusal(error))
          setDropping({ data, samples: error.problem.droppedSamples ?? [] });
      },
      onSuccess: saved,
    },
  });
  const stale = staleVersionChoices({
    save: update,
    reload: async () => {
      const current = await getCoreLayers(coreId);
      setDraft({ layers: layersToInput(current.data.layers) });
      await refresh();
    },
    resend: ({ id, data, params }, request) => updateCoreLayers(id, data, params, request),
    onSaved: saved,
  });
  const logLayers = draft.layers.map((layer) => ({
    type: layer.type ?? null,
    thickness: layer.thickness ?? null,
    material:
      layer.materialCategoryId === undefined
        ? null
        : (materialNames.get(layer.materialCategoryId) ?? null),
  }));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <SchemaForm<{ layers: Partial<CoreLayersUpdate['layers'][number]>[] }>
          schema={schema}
          uiSchema={uiSchema}
          formData={draft}
          onChange={(data) => {
            if (data !== undefined) setDraft(data);
          }}
          disabled={!mayEdit}
          submitLabel={text.save}
          submitting={update.isPending}
          error={update.isError && dropping === null ? frenchErrorOf(update.error) : null}
          onSubmit={(data) => {
            // rjsf has checked every layer against CoreLayerInput before handing the data over.
            if (data !== undefined) update.mutate({ id: coreId, data: data as CoreLayersUpdate });
          }}
        />
      </Box>
      <Box sx={{ position: { md: 'sticky' }, top: 0 }}>
        <CoreLog layers={logLayers} interfaces={interfaces.data?.data.interfaces ?? []} />
      </Box>
      <StaleVersionGuard {...stale} />
      <ConfirmDialog
        open={dropping !== null}
        destructive
        title={text.dropSamples.title(dropping?.samples.length ?? 0)}
        message={
          <>
            {text.dropSamples.message}
            <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
              {(dropping?.samples ?? []).map((sample) => (
                <li key={sample.sampleId}>
                  {text.dropSamples.sample(
                    sample.layerPosition,
                    labelOf('LayerType', sample.layerType),
                    labelOf('CoreSampleKind', sample.kind),
                    sample.codes.map((code) => labelOf('SampleCode', code)).join(', '),
                  )}
                </li>
              ))}
            </Box>
          </>
        }
        confirmLabel={text.dropSamples.confirm}
        loading={update.isPending}
        error={update.isError && !isDropRefusal(update.error) ? frenchErrorOf(update.error) : null}
        onCancel={() => {
          setDropping(null);
          update.reset();
        }}
        onConfirm={() => {
          if (dropping !== null) {
            update.mutate({ id: coreId, data: dropping.data, params: { dropSamples: true } });
          }
        }}
      />
    </Stack>
  );
}
