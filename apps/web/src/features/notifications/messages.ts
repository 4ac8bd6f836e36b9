/** The count the bell's badge shows, capped so that it stays small; its label says the same. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/** French texts of the notifications bell and panel. */
export const notificationsMessages = {
  title: 'Notifications',
  /** The bell's accessible name, with the unread count the badge shows. */
  bellLabel: (unread: number) =>
    unread === 0
      ? 'Notifications, aucune non lue'
      : `Notifications, ${badgeText(unread)} non lue${unread > 1 ? 's' : ''}`,
  filterLabel: 'Notifications à afficher',
  filters: { all: 'Toutes', unread: 'Non lues' },
  markAllRead: 'Tout marquer comme lu',
  allMarkedRead: 'Toutes les notifications sont marquées comme lues.',
  showMore: 'Afficher plus',
  loading: 'Chargement des notifications',
  empty: 'Aucune notification',
  emptyUnread: 'Aucune notification non lue',
  loadFailed: 'Impossible de charger les notifications.',
  retry: 'Réessayer',
  close: 'Fermer les notifications',
  unread: 'Non lue',
  byActor: (name: string) => `Par ${name}`,
  markReadFailed: (reason: string) =>
    `La notification n'a pas pu être marquée comme lue. ${reason}`,
  markAllReadFailed: (reason: string) =>
    `Les notifications n'ont pas pu être marquées comme lues. ${reason}`,
} as const;
