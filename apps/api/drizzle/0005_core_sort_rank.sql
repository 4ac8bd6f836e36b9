ALTER TABLE "cores" ADD COLUMN "sort_rank" integer;--> statement-breakpoint
CREATE INDEX "cores_campaign_sort_rank_idx" ON "cores" USING btree ("campaign_id","sort_rank");