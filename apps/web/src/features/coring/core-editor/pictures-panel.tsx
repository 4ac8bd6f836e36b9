import {
  useDeleteCorePicture,
  useDownloadCorePicture,
  type Core,
  type CorePicture,
} from '@chaussee/sdk/react';
import { EmptyState, FileDropzone, toast } from '@chaussee/ui';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState } from 'react';
import { useApiClient } from '../../../shared/api/api-client-context.js';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { editorMessages } from './messages.js';
import { addCorePicture, type PictureOutcome } from './picture-upload.js';

const text = editorMessages.pictures;

/** A picture read through the API (it needs the bearer token), shown from a local object URL. */
function PictureThumbnail({ picture }: { picture: CorePicture }) {
  const download = useDownloadCorePicture(picture.id, { original: false });
  const blob = download.data?.data;
  const url = useMemo(() => (blob instanceof Blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url !== null) URL.revokeObjectURL(url);
    },
    [url],
  );
  const alt = picture.title ?? text.picture(picture.position);
  return url === null ? (
    <Box
      role="img"
      aria-label={alt}
      sx={{ height: 160, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
    >
      <ImageOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
    </Box>
  ) : (
    <img src={url} alt={alt} loading="lazy" style={{ height: 160, objectFit: 'cover' }} />
  );
}

/** The core's pictures: a gallery, and a dropzone that checks each file before sending it. */
export function PicturesPanel({
  core,
  mayEdit,
  onChanged,
}: {
  core: Core;
  mayEdit: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const client = useApiClient();
  const [isUploading, setUploading] = useState(false);
  const [problems, setProblems] = useState<PictureOutcome[]>([]);
  const remove = useDeleteCorePicture({
    mutation: {
      onSuccess: async () => {
        toast.success(text.deleted);
        await onChanged();
      },
    },
  });
  const upload = async (files: File[]) => {
    setUploading(true);
    const outcomes: PictureOutcome[] = [];
    for (const file of files) outcomes.push(await addCorePicture(client, core.id, file));
    const added = outcomes.filter((outcome) => outcome.kind === 'added').length;
    setProblems(outcomes.filter((outcome) => outcome.kind !== 'added'));
    setUploading(false);
    if (added > 0) {
      toast.success(text.added(added));
      await onChanged();
    }
  };
  const pictures = [...core.corePictures].sort((a, b) => a.position - b.position);
  return (
    <Stack spacing={2}>
      {mayEdit && (
        <FileDropzone
          multiple
          loading={isUploading}
          onFiles={(files) => {
            void upload(files);
          }}
        />
      )}
      {problems.map((outcome) => (
        <Alert key={outcome.file.name} severity={outcome.kind === 'refused' ? 'warning' : 'error'}>
          {outcome.kind === 'refused' ? (
            <>
              {text.refused(outcome.file.name)}
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {outcome.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </Box>
            </>
          ) : outcome.kind === 'failed' ? (
            text.uploadFailed(outcome.file.name, frenchErrorOf(outcome.error))
          ) : null}
        </Alert>
      ))}
      {pictures.length === 0 ? (
        <EmptyState title={text.none} />
      ) : (
        <ImageList cols={3} gap={12} aria-label={text.gallery}>
          {pictures.map((picture) => (
            <ImageListItem key={picture.id}>
              <PictureThumbnail picture={picture} />
              <ImageListItemBar
                title={picture.title ?? text.picture(picture.position)}
                actionIcon={
                  mayEdit && (
                    <IconButton
                      aria-label={text.delete(picture.position)}
                      sx={{ color: 'common.white' }}
                      disabled={remove.isPending}
                      onClick={() => {
                        remove.mutate({ id: picture.id });
                      }}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  )
                }
              />
            </ImageListItem>
          ))}
        </ImageList>
      )}
    </Stack>
  );
}
