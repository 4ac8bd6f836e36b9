CREATE TABLE "dynamic_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"map_layer_id" uuid NOT NULL,
	"field" varchar(254) NOT NULL,
	"selected_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min" jsonb,
	"max" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_layer_schemas" (
	"map_layer_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "map_layer_schemas_map_layer_id_campaign_id_pk" PRIMARY KEY("map_layer_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "map_layers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid,
	"kind" text NOT NULL,
	"name" varchar(254) NOT NULL,
	"geometry_type" text NOT NULL,
	"position" integer NOT NULL,
	"is_visible_by_default" boolean DEFAULT true NOT NULL,
	"color" varchar(7) NOT NULL,
	"value_field" varchar(100),
	"category_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "road_prs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"road_id" uuid NOT NULL,
	"pr" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dynamic_filters" ADD CONSTRAINT "dynamic_filters_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_filters" ADD CONSTRAINT "dynamic_filters_map_layer_id_map_layers_id_fk" FOREIGN KEY ("map_layer_id") REFERENCES "public"."map_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_layer_schemas" ADD CONSTRAINT "map_layer_schemas_map_layer_id_map_layers_id_fk" FOREIGN KEY ("map_layer_id") REFERENCES "public"."map_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_layer_schemas" ADD CONSTRAINT "map_layer_schemas_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_layers" ADD CONSTRAINT "map_layers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_layers" ADD CONSTRAINT "map_layers_category_id_dashboard_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dashboard_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "road_prs" ADD CONSTRAINT "road_prs_road_id_roads_id_fk" FOREIGN KEY ("road_id") REFERENCES "public"."roads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dynamic_filters_layer_field_unique" ON "dynamic_filters" USING btree ("campaign_id","map_layer_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "map_layers_campaign_kind_unique" ON "map_layers" USING btree ("campaign_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "map_layers_common_kind_unique" ON "map_layers" USING btree ("kind") WHERE "map_layers"."campaign_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "road_prs_road_pr_unique" ON "road_prs" USING btree ("road_id","pr");--> statement-breakpoint
CREATE INDEX "road_prs_position_idx" ON "road_prs" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "cores_campaign_position_idx" ON "cores" USING btree ("campaign_id","lat","lng");