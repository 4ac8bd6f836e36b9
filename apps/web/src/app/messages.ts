export const appMessages = {
  title: 'Chaussée',
  tagline: 'Investigations de chaussées : carottages, analyses et auscultations.',
} as const;
