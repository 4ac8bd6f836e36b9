import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AvatarList } from '../avatar-list/avatar-list.js';
import { toast, toastProgress } from './toast.js';
import { Toaster } from './toaster.js';

const page = within(document.body);

const members = [
  'Jeanne Dupont',
  'Karim Benali',
  'Sophie Martin',
  'Luc Moreau',
  'Amélie Girard',
  'Thomas Petit',
  'Nadia Haddad',
].map((name, index) => ({ id: String(index), name }));

/** The demo buttons of each story: what the app would trigger. */
const demos = {
  success: () => {
    toast.success('Campagne enregistrée');
  },
  info: () => {
    toast.info('Export en préparation', { description: 'Vous serez prévenu quand il sera prêt.' });
  },
  error: () => {
    toast.error('La campagne n’a pas pu être enregistrée', {
      description: 'Réessayez dans un instant.',
    });
  },
  avatars: () => {
    toast('Membres ajoutés à la campagne', {
      description: <AvatarList people={members} size={28} />,
    });
  },
  progress: () => {
    toastProgress(
      new Promise<number>((resolve) =>
        setTimeout(() => {
          resolve(42);
        }, 300),
      ),
      {
        loading: 'Export des carottes en cours…',
        success: (count) => `${count} carottes exportées`,
        error: () => 'L’export a échoué',
      },
    );
  },
  many: () => {
    for (const number of [1, 2, 3, 4, 5]) toast(`Carotte CA-${number} validée`);
  },
} as const;

type Demo = keyof typeof demos;

function ToasterDemo({ demo }: { demo: Demo }) {
  return (
    <Box sx={{ minHeight: 360 }}>
      <Button
        variant="contained"
        onClick={() => {
          demos[demo]();
        }}
      >
        Afficher la notification
      </Button>
      <Toaster />
    </Box>
  );
}

const meta = {
  title: 'Retours/Toaster',
  component: ToasterDemo,
  args: { demo: 'success' },
  parameters: { layout: 'fullscreen' },
  // sonner keeps its toasts between Toasters: each story starts with none.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ToasterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function showToast() {
  await userEvent.click(page.getByRole('button', { name: 'Afficher la notification' }));
}

export const Success: Story = {
  play: async () => {
    await showToast();
    await waitFor(() => expect(page.getByText('Campagne enregistrée')).toBeVisible());
  },
};

export const Info: Story = {
  args: { demo: 'info' },
  play: async () => {
    await showToast();
    await waitFor(() => expect(page.getByText('Export en préparation')).toBeVisible());
  },
};

export const ErrorState: Story = {
  args: { demo: 'error' },
  play: async () => {
    await showToast();
    await waitFor(() =>
      expect(page.getByText('La campagne n’a pas pu être enregistrée')).toBeVisible(),
    );
  },
};

/** A toast's avatar list: five avatars at most, then « +2 ». */
export const WithAvatars: Story = {
  args: { demo: 'avatars' },
  play: async () => {
    await showToast();
    await waitFor(() => expect(page.getByText('+2')).toBeVisible());
  },
};

/** An operation that reports its end: loading, then the result for 5 s. */
export const Progress: Story = {
  args: { demo: 'progress' },
  play: async () => {
    await showToast();
    await waitFor(() => expect(page.getByText('42 carottes exportées')).toBeVisible());
  },
};

/** Five toasts at once: three are shown, the others wait. */
export const AtMostThree: Story = {
  args: { demo: 'many' },
  play: async () => {
    await showToast();
    await waitFor(() => expect(page.getByText('Carotte CA-5 validée')).toBeVisible());
    await expect(
      page.getAllByRole('listitem').filter((item) => item.dataset.visible === 'true'),
    ).toHaveLength(3);
  },
};

export const Dark: Story = { ...Success, globals: { theme: 'dark' } };
