import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { organizations, pdfParameters } from '../db/schema.js';

export type PdfParametersRow = typeof pdfParameters.$inferSelect;
type NewPdfParametersRow = typeof pdfParameters.$inferInsert;

/** The SQL of the PDF parameters; the only code that reads or writes pdf_parameters. */
export function createPdfParametersRepository(db: Db) {
  return {
    async insert(row: NewPdfParametersRow): Promise<PdfParametersRow> {
      const [inserted] = await db.insert(pdfParameters).values(row).returning();
      if (inserted === undefined) throw new Error('The PDF parameters were not inserted');
      return inserted;
    },

    async update(
      id: string,
      values: Partial<NewPdfParametersRow>,
    ): Promise<PdfParametersRow | undefined> {
      const [updated] = await db
        .update(pdfParameters)
        .set(values)
        .where(eq(pdfParameters.id, id))
        .returning();
      return updated;
    },

    async findById(id: string): Promise<PdfParametersRow | undefined> {
      const [row] = await db.select().from(pdfParameters).where(eq(pdfParameters.id, id));
      return row;
    },

    /**
     * The settings a report of the campaign uses by default: the campaign's own (the latest), else
     * its organization's default (the first created), else the engineering office's (the internal
     * organization's first), whose reports they are.
     */
    async defaultFor(
      campaignId: string,
      organizationId: string,
    ): Promise<PdfParametersRow | undefined> {
      const [ofCampaign] = await db
        .select()
        .from(pdfParameters)
        .where(eq(pdfParameters.campaignId, campaignId))
        .orderBy(desc(pdfParameters.createdAt))
        .limit(1);
      if (ofCampaign !== undefined) return ofCampaign;
      const [ofOrganization] = await db
        .select()
        .from(pdfParameters)
        .where(eq(pdfParameters.organizationId, organizationId))
        .orderBy(asc(pdfParameters.createdAt), asc(pdfParameters.id))
        .limit(1);
      if (ofOrganization !== undefined) return ofOrganization;
      const [ofOffice] = await db
        .select({ settings: pdfParameters })
        .from(pdfParameters)
        .innerJoin(organizations, eq(organizations.id, pdfParameters.organizationId))
        .where(eq(organizations.isInternal, true))
        .orderBy(asc(pdfParameters.createdAt), asc(pdfParameters.id))
        .limit(1);
      return ofOffice?.settings;
    },
  };
}
