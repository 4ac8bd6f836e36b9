DROP INDEX "cores_campaign_number_unique";--> statement-breakpoint
DROP INDEX "campaigns_customer_reference_unique";--> statement-breakpoint
ALTER TABLE "cores" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cores" ADD COLUMN "deleted_by_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "deleted_by_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "deleted_by_id" uuid;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "deleted_by_id" uuid;--> statement-breakpoint
ALTER TABLE "cores" ADD CONSTRAINT "cores_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cores_binned_idx" ON "cores" USING btree ("deleted_at") WHERE "cores"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "documents_binned_idx" ON "documents" USING btree ("deleted_at") WHERE "documents"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "campaigns_binned_idx" ON "campaigns" USING btree ("deleted_at") WHERE "campaigns"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "workspaces_binned_idx" ON "workspaces" USING btree ("deleted_at") WHERE "workspaces"."deleted_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cores_campaign_number_unique" ON "cores" USING btree ("campaign_id","number") WHERE "cores"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_customer_reference_unique" ON "campaigns" USING btree ("customer_reference") WHERE "campaigns"."customer_reference" is not null and "campaigns"."deleted_at" is null;