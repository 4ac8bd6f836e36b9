import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { messages } from '../../messages.js';
import { AVATAR_LIST_MAX, initialsOf, splitAvatars } from './avatar-overflow.js';

export interface AvatarPerson {
  id: string;
  name: string;
  /** URL of the profile picture; the initials are shown without one. */
  pictureUrl?: string | null;
}

export interface AvatarListProps {
  people: readonly AvatarPerson[];
  /** At most this many avatars, then "+N" (5 by default, spec section 9). */
  max?: number;
  size?: number;
  loading?: boolean;
  /** Greyed out, e.g. for the members of an archived campaign. */
  disabled?: boolean;
}

const text = messages.avatarList;

/** Who is involved, as overlapping avatars: at most `max`, then "+N". */
export function AvatarList({
  people,
  max = AVATAR_LIST_MAX,
  size = 32,
  loading = false,
  disabled = false,
}: AvatarListProps) {
  if (loading) {
    return (
      <Box sx={{ display: 'flex', gap: 0.5 }} aria-label={messages.common.loading} role="status">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="circular" width={size} height={size} />
        ))}
      </Box>
    );
  }
  if (people.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {text.empty}
      </Typography>
    );
  }
  const { visible, hiddenCount } = splitAvatars(people, max);
  const avatarSx = {
    width: size,
    height: size,
    fontSize: size * 0.4,
    border: 2,
    borderColor: 'background.paper',
  };
  // Overlapping avatars, the first one in place.
  const itemSx = { display: 'flex', ml: -0.75, '&:first-of-type': { ml: 0 } };
  return (
    <Box
      component="ul"
      aria-label={text.listLabel(people.length)}
      aria-disabled={disabled || undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        listStyle: 'none',
        m: 0,
        p: 0,
        opacity: disabled ? 0.6 : 1,
      }}
    >
      {visible.map((person) => (
        <Tooltip key={person.id} title={person.name}>
          <Box component="li" sx={itemSx}>
            <Avatar
              alt={person.name}
              src={person.pictureUrl ?? undefined}
              sx={{ ...avatarSx, bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              {initialsOf(person.name)}
            </Avatar>
          </Box>
        </Tooltip>
      ))}
      {hiddenCount > 0 && (
        <Box component="li" sx={itemSx} aria-label={text.moreLabel(hiddenCount)}>
          <Avatar sx={{ ...avatarSx, bgcolor: 'action.selected', color: 'text.primary' }}>
            <span aria-hidden>{text.more(hiddenCount)}</span>
          </Avatar>
        </Box>
      )}
    </Box>
  );
}
