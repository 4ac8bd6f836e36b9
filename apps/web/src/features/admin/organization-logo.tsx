import {
  getGetOrganizationLogoUrlQueryKey,
  getGetOrganizationQueryKey,
  useGetOrganizationLogoUrl,
  type Organization,
} from '@chaussee/sdk/react';
import { FileDropzone, toast } from '@chaussee/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../shared/api/api-client-context.js';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { adminMessages as text } from './messages.js';
import { uploadLogo } from './upload-logo.js';

const PREVIEW_HEIGHT = 96;

/** A picture chosen in the browser, with the object URL that previews it before it is sent. */
interface ChosenLogo {
  file: File;
  url: string;
}

/**
 * The logo: the stored one through its pre-signed URL (GET /organizations/{id}/presigned), a new
 * one previewed once chosen (JPG or PNG, 1 Mo, checked in the browser) and sent on demand.
 */
export function OrganizationLogo({
  organization,
  mayChange,
}: {
  organization: Organization;
  mayChange: boolean;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const hasLogo = organization.logoPath !== null;
  const stored = useGetOrganizationLogoUrl(organization.id, {
    query: { ...ERROR_SHOWN_INLINE, enabled: hasLogo },
  });
  const [chosen, setChosen] = useState<ChosenLogo | null>(null);
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The preview's object URL is freed once another logo is chosen or the tab closes.
  useEffect(
    () => () => {
      if (chosen !== null) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );
  const send = async (file: File) => {
    setSending(true);
    setError(null);
    try {
      await uploadLogo(client, organization.id, file);
      toast.success(text.logoUploaded);
      setChosen(null);
      await queryClient.invalidateQueries({
        queryKey: getGetOrganizationQueryKey(organization.id),
      });
      await queryClient.invalidateQueries({
        queryKey: getGetOrganizationLogoUrlQueryKey(organization.id),
      });
    } catch (caught) {
      setError(frenchErrorOf(caught));
    } finally {
      setSending(false);
    }
  };
  const storedUrl = hasLogo ? stored.data?.data.url : undefined;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        {text.logo}
      </Typography>
      {storedUrl === undefined ? (
        <Typography variant="body2" color="text.secondary">
          {text.noLogo}
        </Typography>
      ) : (
        <Box
          component="img"
          src={storedUrl}
          alt={text.logoAlt(organization.name)}
          sx={{ height: PREVIEW_HEIGHT, objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      )}
      {mayChange && (
        <>
          <FileDropzone
            loading={isSending}
            error={error}
            onFiles={(files) => {
              const file = files[0];
              setChosen(file === undefined ? null : { file, url: URL.createObjectURL(file) });
            }}
          />
          {chosen !== null && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Box
                component="img"
                src={chosen.url}
                alt={text.logoPreview}
                sx={{ height: PREVIEW_HEIGHT, objectFit: 'contain' }}
              />
              <Button
                variant="contained"
                disabled={isSending}
                onClick={() => {
                  void send(chosen.file);
                }}
              >
                {text.uploadLogo}
              </Button>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
