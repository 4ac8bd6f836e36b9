import { useAbility } from '@chaussee/permissions/react';
import type { Core } from '@chaussee/sdk/react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { HistoryPanel } from '../../../shared/history/history-panel.js';
import { CopyLayersForm } from './copy-layers-form.js';
import { CoreInfoForm } from './core-info-form.js';
import { InterfacesForm } from './interfaces-form.js';
import { LayersForm } from './layers-form.js';
import { editorMessages as text } from './messages.js';
import { PicturesPanel } from './pictures-panel.js';

type EditorTab = keyof typeof text.tabs;

interface CoreEditorDialogProps {
  campaign: { id: string; workspace: { id: string }; organization: { id: string } };
  core: Core;
  cores: readonly Core[];
  mayEdit: boolean;
  /** Reads the cores (and the campaign's coresValid) again after a change. */
  onChanged: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * The sheet of one core: its fields, layers, interfaces, pictures, the copy of its layers, and its
 * history.
 */
export function CoreEditorDialog({
  campaign,
  core,
  cores,
  mayEdit,
  onChanged,
  onClose,
}: CoreEditorDialogProps) {
  const titleId = useId();
  const [tab, setTab] = useState<EditorTab>('info');
  // The history is the office's (designed right « read History », checked by the API too).
  const mayReadHistory = useAbility().can('read', 'History');
  const tabs: EditorTab[] = [
    'info',
    'layers',
    'interfaces',
    'pictures',
    ...(mayEdit ? (['copy'] as const) : []),
    ...(mayReadHistory ? (['history'] as const) : []),
  ];
  return (
    <Dialog open fullWidth maxWidth="lg" onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {text.title(core.displayName)}
      </DialogTitle>
      <IconButton
        aria-label={text.close}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Tabs
        value={tab}
        aria-label={text.tabsLabel}
        variant="scrollable"
        onChange={(_event, value: EditorTab) => {
          setTab(value);
        }}
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((value) => (
          <Tab key={value} value={value} label={text.tabs[value]} />
        ))}
      </Tabs>
      <DialogContent>
        <Box role="tabpanel" aria-label={text.tabs[tab]} sx={{ pt: 2 }}>
          {tab === 'info' && (
            <CoreInfoForm campaign={campaign} core={core} mayEdit={mayEdit} onSaved={onChanged} />
          )}
          {tab === 'layers' && (
            <LayersForm
              coreId={core.id}
              organizationId={campaign.organization.id}
              mayEdit={mayEdit}
              onSaved={onChanged}
            />
          )}
          {tab === 'interfaces' && <InterfacesForm coreId={core.id} mayEdit={mayEdit} />}
          {tab === 'pictures' && (
            <PicturesPanel core={core} mayEdit={mayEdit} onChanged={onChanged} />
          )}
          {tab === 'copy' && <CopyLayersForm core={core} cores={cores} onCopied={onChanged} />}
          {tab === 'history' && <HistoryPanel scope={{ kind: 'core', id: core.id }} />}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
