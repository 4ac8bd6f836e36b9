import type { Mailer } from '../mail/mailer.js';
import { orderFileNames, orderMail, providerMessages } from './laboratory-messages.js';
import { buildOrderCsv } from './order-csv.js';
import { buildOrderPdf } from './order-pdf.js';
import { ProviderError, type ProviderAdapter } from './provider-adapter.js';

/**
 * Orders by e-mail, for the laboratories without an API: the order leaves as an e-mail to the
 * laboratory's address with its CSV and its PDF order form attached. Nothing comes back by itself:
 * staff upload the laboratory's results file (results-import.ts), so `fetchResults` stays pending.
 */
export function createEmailProviderAdapter({ mailer }: { mailer: Mailer }): ProviderAdapter {
  return {
    channel: 'email',

    async sendOrder(order) {
      const to = order.laboratory.email;
      if (to === null || to === '') {
        throw new ProviderError('not_configured', providerMessages.noEmail(order.laboratory.name));
      }
      const [csv, pdf] = [buildOrderCsv(order), await buildOrderPdf(order)];
      const { subject, text } = orderMail(order);
      try {
        await mailer.send({
          to,
          subject,
          text,
          attachments: [
            {
              filename: orderFileNames.csv(order.reference),
              content: csv,
              contentType: 'text/csv; charset=utf-8',
            },
            {
              filename: orderFileNames.pdf(order.reference),
              content: pdf,
              contentType: 'application/pdf',
            },
          ],
        });
      } catch (error) {
        throw new ProviderError('unreachable', providerMessages.mailFailed(order.laboratory.name), {
          cause: error,
        });
      }
      // The laboratory has no reference to give back: it quotes ours.
      return { externalReference: order.reference };
    },

    fetchResults() {
      return Promise.resolve({ state: 'pending' });
    },
  };
}
