/**
 * The French emails of the documents domain, in one place for review. Each function returns the
 * subject and body of one email.
 */

const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

interface MailText {
  subject: string;
  text: string;
}

interface Person {
  firstName: string;
  lastName: string;
}

const signature = "\n\nL'équipe Chaussée";

/** A download link of deliverables (POST /download-links with recipients). */
export function downloadLinkMail(
  campaignName: string,
  sender: Person,
  link: string,
  documentsCount: number,
  expiresAt: Date,
  options: { message: string | undefined; isPasswordProtected: boolean },
): MailText {
  const files = documentsCount === 1 ? 'un document' : `${String(documentsCount)} documents`;
  return {
    subject: `Documents de la campagne « ${campaignName} »`,
    text:
      'Bonjour,\n\n' +
      `${`${sender.firstName} ${sender.lastName}`.trim()} partage avec vous ${files} de la campagne ` +
      `« ${campaignName} ». Ouvrez ce lien pour les télécharger :\n\n` +
      `${link}\n\n` +
      (options.isPasswordProtected
        ? 'Ce lien est protégé par un mot de passe : demandez-le à la personne qui vous l’a envoyé.\n\n'
        : '') +
      (options.message === undefined || options.message.trim() === ''
        ? ''
        : `Son message :\n${options.message}\n\n`) +
      `Ce lien est valable jusqu’au ${dateTimeFormat.format(expiresAt)}.` +
      signature,
  };
}
