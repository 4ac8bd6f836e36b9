export const systemMessages = {
  maintenanceTitle: 'Maintenance en cours',
  maintenanceText:
    'Chaussée est en cours de maintenance. Le service revient très vite : merci de réessayer dans quelques minutes.',
  retry: 'Réessayer',
} as const;
