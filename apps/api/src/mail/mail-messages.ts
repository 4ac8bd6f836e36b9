/**
 * Every French email text of the identity domain, in one place for review. Each function returns
 * the subject and body of one email; the link is given as is.
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

const signature = "\n\nL'équipe Chaussée";

export function invitationMail(firstName: string, link: string, expiresAt: Date): MailText {
  return {
    subject: 'Votre compte Chaussée',
    text:
      `Bonjour ${firstName},\n\n` +
      'Un compte Chaussée vient d’être créé pour vous. Pour choisir votre mot de passe, ouvrez ce lien :\n\n' +
      `${link}\n\n` +
      `Ce lien est valable jusqu’au ${dateTimeFormat.format(expiresAt)}.` +
      signature,
  };
}

export function recoveryMail(firstName: string, link: string, expiresAt: Date): MailText {
  return {
    subject: 'Réinitialisation de votre mot de passe Chaussée',
    text:
      `Bonjour ${firstName},\n\n` +
      'Vous avez demandé à changer votre mot de passe. Pour en choisir un nouveau, ouvrez ce lien :\n\n' +
      `${link}\n\n` +
      `Ce lien est valable jusqu’au ${dateTimeFormat.format(expiresAt)} et ne sert qu’une fois. ` +
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message." +
      signature,
  };
}
