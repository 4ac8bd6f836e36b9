CREATE TABLE "campaign_dashboards" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_charts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"chart_type" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"unit" varchar(50),
	"comment" varchar(1000),
	"is_visible_to_customers" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_dashboards" ADD CONSTRAINT "campaign_dashboards_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_categories" ADD CONSTRAINT "dashboard_categories_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_charts" ADD CONSTRAINT "dashboard_charts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_charts" ADD CONSTRAINT "dashboard_charts_category_id_dashboard_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dashboard_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_categories_campaign_idx" ON "dashboard_categories" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_charts_campaign_type_unique" ON "dashboard_charts" USING btree ("campaign_id","chart_type");--> statement-breakpoint
CREATE INDEX "dashboard_charts_category_idx" ON "dashboard_charts" USING btree ("category_id","position");