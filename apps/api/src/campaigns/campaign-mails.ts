/**
 * Every French email text of the campaigns domain, in one place for review. Each function returns
 * the subject and body of one email.
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
  email: string;
}

const signature = "\n\nL'équipe Chaussée";

const fullName = (person: Person): string => `${person.firstName} ${person.lastName}`.trim();

/** A guest link to a campaign (POST /campaigns/{id}/share with an address). */
export function shareLinkMail(
  campaignName: string,
  inviter: Person,
  link: string,
  expiresAt: Date,
  message: string | undefined,
): MailText {
  return {
    subject: `Campagne « ${campaignName} » partagée avec vous`,
    text:
      'Bonjour,\n\n' +
      `${fullName(inviter)} vous invite à consulter la campagne « ${campaignName} » sur Chaussée ` +
      '(tableaux de bord et cartes, en lecture seule). Ouvrez ce lien :\n\n' +
      `${link}\n\n` +
      (message === undefined || message.trim() === '' ? '' : `Son message :\n${message}\n\n`) +
      `Ce lien est valable jusqu’au ${dateTimeFormat.format(expiresAt)}.` +
      signature,
  };
}

/** A message to the campaign's engineer (POST /campaigns/{id}/contact). */
export function contactMail(
  campaignName: string,
  sender: Person,
  subject: string,
  message: string,
): MailText {
  return {
    subject: `[${campaignName}] ${subject}`,
    text:
      'Bonjour,\n\n' +
      `${fullName(sender)} (${sender.email}) vous écrit au sujet de la campagne « ${campaignName} » :\n\n` +
      `${message}\n\n` +
      `Pour lui répondre, écrivez à ${sender.email}.` +
      signature,
  };
}
