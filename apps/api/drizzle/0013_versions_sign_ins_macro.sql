CREATE TABLE "product_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product" text NOT NULL,
	"version" varchar(64) NOT NULL,
	"released_at" date NOT NULL,
	"notes" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"organization_id" uuid,
	"count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_versions_number_unique" ON "product_versions" USING btree ("product",ltrim(lower("version"), 'v'));--> statement-breakpoint
CREATE INDEX "product_versions_released_idx" ON "product_versions" USING btree ("product","released_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_ins_day_subject_unique" ON "sign_ins" USING btree ("day","subject_id");--> statement-breakpoint
CREATE INDEX "sign_ins_organization_idx" ON "sign_ins" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "layer_pollutant_analyses_kind_value_idx" ON "layer_pollutant_analyses" USING btree ("kind","value_mg_kg","layer_id");--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at" DESC NULLS LAST,"id");