CREATE TABLE "survey_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"format" text NOT NULL,
	"imported_count" integer NOT NULL,
	"refused" jsonb NOT NULL,
	"imported_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_item_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_item_id" uuid NOT NULL,
	"changed_by_id" uuid,
	"changed_at" timestamp with time zone NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"import_id" uuid,
	"kind" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"road" varchar(100) NOT NULL,
	"pr_start" integer NOT NULL,
	"abscissa_start" double precision NOT NULL,
	"pr_end" integer,
	"abscissa_end" double precision,
	"direction" varchar(50),
	"lane" varchar(50),
	"degradation_id" uuid NOT NULL,
	"severity" integer NOT NULL,
	"extent" double precision,
	"comment" varchar(1000),
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_items_severity" CHECK ("survey_items"."severity" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "survey_imports" ADD CONSTRAINT "survey_imports_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_imports" ADD CONSTRAINT "survey_imports_imported_by_id_users_id_fk" FOREIGN KEY ("imported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_item_changes" ADD CONSTRAINT "survey_item_changes_survey_item_id_survey_items_id_fk" FOREIGN KEY ("survey_item_id") REFERENCES "public"."survey_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_item_changes" ADD CONSTRAINT "survey_item_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_items" ADD CONSTRAINT "survey_items_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_items" ADD CONSTRAINT "survey_items_import_id_survey_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."survey_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_items" ADD CONSTRAINT "survey_items_degradation_id_degradations_id_fk" FOREIGN KEY ("degradation_id") REFERENCES "public"."degradations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_imports_hash_unique" ON "survey_imports" USING btree ("campaign_id","content_hash");--> statement-breakpoint
CREATE INDEX "survey_item_changes_item_idx" ON "survey_item_changes" USING btree ("survey_item_id","changed_at");--> statement-breakpoint
CREATE INDEX "survey_items_position_idx" ON "survey_items" USING btree ("campaign_id","road","pr_start","abscissa_start");--> statement-breakpoint
CREATE INDEX "survey_items_degradation_idx" ON "survey_items" USING btree ("campaign_id","degradation_id");