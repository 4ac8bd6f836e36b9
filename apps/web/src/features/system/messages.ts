export const systemMessages = {
  checking: 'Connexion au serveur…',
  available: 'Serveur disponible',
  unavailable: 'Serveur injoignable : vérifiez que le serveur est démarré, puis rechargez la page.',
} as const;
