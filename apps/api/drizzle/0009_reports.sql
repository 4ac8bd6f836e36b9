CREATE TABLE "campaign_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"failure_message" text,
	"file_name" varchar(254),
	"size" bigint,
	"document_id" uuid,
	"requested_by_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "campaign_downloads_progress" CHECK ("campaign_downloads"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "pdf_parameters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(254) NOT NULL,
	"organization_id" uuid,
	"campaign_id" uuid,
	"header_text" varchar(255),
	"footer_text" varchar(255),
	"with_cover_image" boolean DEFAULT false NOT NULL,
	"logo_path" text,
	"cover_image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pdf_parameters_one_owner" CHECK (("pdf_parameters"."organization_id" is null) <> ("pdf_parameters"."campaign_id" is null))
);
--> statement-breakpoint
ALTER TABLE "campaign_downloads" ADD CONSTRAINT "campaign_downloads_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_downloads" ADD CONSTRAINT "campaign_downloads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_downloads" ADD CONSTRAINT "campaign_downloads_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_parameters" ADD CONSTRAINT "pdf_parameters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_parameters" ADD CONSTRAINT "pdf_parameters_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_downloads_campaign_idx" ON "campaign_downloads" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_downloads_waiting_idx" ON "campaign_downloads" USING btree ("created_at") WHERE "campaign_downloads"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "pdf_parameters_organization_idx" ON "pdf_parameters" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "pdf_parameters_campaign_idx" ON "pdf_parameters" USING btree ("campaign_id","created_at");