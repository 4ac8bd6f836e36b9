import { useAbility } from '@chaussee/permissions/react';
import { EmptyState } from '@chaussee/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { RequiredDocumentsSection } from '../required-documents/required-documents-section.js';
import { FilesTab, type FilesTabCategory } from './files-tab.js';
import { fileManagerMessages as text } from './messages.js';

/** The query parameter of the open tab, so that a tab can be linked (`?onglet=client`). */
const TAB_PARAMETER = 'onglet';
const CUSTOMER_TAB = 'client';

/**
 * `/campaign/{id}/files`: the « Livrables » and « Fichiers client » tabs of a campaign; the file
 * requests sit in the customer files tab, since they are answered with customer files. Both tabs
 * are open to all staff and customers (« read Deliverable », « read CustomerFile »).
 */
export function FileManager({ campaign }: { campaign: { id: string; name: string } }) {
  const ability = useAbility();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: FilesTabCategory =
    searchParams.get(TAB_PARAMETER) === CUSTOMER_TAB ? 'customerFile' : 'deliverable';
  const tabs: FilesTabCategory[] = (['deliverable', 'customerFile'] as const).filter((category) =>
    ability.can('read', category === 'deliverable' ? 'Deliverable' : 'CustomerFile'),
  );
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tabs.includes(tab) ? tab : false}
          aria-label={text.tabsLabel}
          onChange={(_event, value: FilesTabCategory) => {
            setSearchParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value === 'customerFile') next.set(TAB_PARAMETER, CUSTOMER_TAB);
                else next.delete(TAB_PARAMETER);
                return next;
              },
              { replace: true },
            );
          }}
        >
          {tabs.map((category) => (
            <Tab
              key={category}
              value={category}
              label={text.tabs[category]}
              id={`files-tab-${category}`}
              aria-controls={`files-panel-${category}`}
            />
          ))}
        </Tabs>
      </Box>
      {tabs.includes(tab) && (
        <Box role="tabpanel" id={`files-panel-${tab}`} aria-labelledby={`files-tab-${tab}`}>
          {tab === 'customerFile' && <RequiredDocumentsSection campaignId={campaign.id} />}
          {/* A key per tab: the open folder, the selection and the uploads belong to their tab. */}
          <FilesTab key={tab} campaign={campaign} category={tab} />
        </Box>
      )}
    </>
  );
}

/**
 * The files route has no sign-in rule (spec section 2), but a campaign's files are its members':
 * an anonymous visitor is asked to sign in.
 */
export function FilesSignInNotice() {
  return (
    <EmptyState
      headingLevel="h2"
      title={text.signInTitle}
      description={text.signInMessage}
      action={
        <Button component={RouterLink} to="/login" variant="contained">
          {text.signIn}
        </Button>
      }
    />
  );
}
