CREATE TABLE "campaign_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"prestation_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"laboratory_id" uuid,
	"laboratory_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_layer_names" (
	"campaign_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"layer_type" text,
	CONSTRAINT "campaign_layer_names_campaign_id_position_pk" PRIMARY KEY("campaign_id","position")
);
--> statement-breakpoint
CREATE TABLE "campaign_prestations" (
	"campaign_id" uuid NOT NULL,
	"prestation_id" uuid NOT NULL,
	"laboratory_id" uuid,
	CONSTRAINT "campaign_prestations_campaign_id_prestation_id_pk" PRIMARY KEY("campaign_id","prestation_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_providers" (
	"campaign_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	CONSTRAINT "campaign_providers_campaign_id_provider_id_pk" PRIMARY KEY("campaign_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"zip_code" varchar(5),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core_interfaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"core_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"upper_layer_id" uuid NOT NULL,
	"lower_layer_id" uuid NOT NULL,
	"bond_state" text NOT NULL,
	"comment" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "core_layers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"core_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(255),
	"type" text NOT NULL,
	"material_category_id" uuid,
	"other_material" varchar(255),
	"thickness" double precision NOT NULL,
	"condition" text NOT NULL,
	"comment" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "core_pictures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"core_id" uuid NOT NULL,
	"path" text NOT NULL,
	"title" varchar(255),
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"display_name" varchar(50) NOT NULL,
	"display_name_prefix_id" uuid,
	"nr_name" varchar(255),
	"status" text DEFAULT 'empty' NOT NULL,
	"road_id" uuid,
	"city_id" uuid,
	"landmark" varchar(50),
	"abscissa" double precision,
	"direction" varchar(50),
	"lane" varchar(50),
	"lateral_position" varchar(50),
	"structure_type" varchar(255),
	"is_full_structure" boolean DEFAULT false NOT NULL,
	"diameter" double precision,
	"lat" double precision,
	"lng" double precision,
	"note" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cores_group_cores" (
	"group_id" uuid NOT NULL,
	"core_id" uuid NOT NULL,
	CONSTRAINT "cores_group_cores_group_id_core_id_pk" PRIMARY KEY("group_id","core_id")
);
--> statement-breakpoint
CREATE TABLE "cores_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "degradations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"distress_type" text NOT NULL,
	"label" varchar(255) NOT NULL,
	"color" varchar(7) NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_name_prefixes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distress_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"degradation_id" uuid NOT NULL,
	"road_id" uuid,
	"landmark" varchar(50),
	"abscissa" double precision,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"quantity" double precision,
	"severity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "laboratory_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(255),
	"status" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"laboratory_id" uuid,
	"external_reference" text,
	"sent_at" timestamp with time zone,
	"results_received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layer_pollutant_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value_mg_kg" double precision,
	"asbestos_present" boolean,
	"analysed_at" date,
	"laboratory_order_id" uuid
);
--> statement-breakpoint
CREATE TABLE "layer_prestations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layer_id" uuid NOT NULL,
	"prestation_id" uuid NOT NULL,
	"campaign_analysis_id" uuid,
	"sample_id" uuid,
	"laboratory_order_id" uuid,
	"status" text
);
--> statement-breakpoint
CREATE TABLE "material_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"layer_type" text,
	"organization_id" uuid
);
--> statement-breakpoint
CREATE TABLE "roads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sample_id" uuid NOT NULL,
	"code" text NOT NULL,
	"value" double precision,
	"unit" varchar(50),
	"comment" varchar(1000),
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"codes" text[] NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"laboratory_order_id" uuid
);
--> statement-breakpoint
CREATE TABLE "campaign_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_team_member" boolean DEFAULT false NOT NULL,
	"is_diffused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_technicians" (
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "campaign_technicians_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "laboratories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"email" varchar(255),
	"address" varchar(255),
	"zip_code" varchar(5),
	"city" varchar(255),
	"phone" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "prestations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"code" text,
	"pollutant_kind" text,
	"layer_types" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"is_laboratory" boolean DEFAULT false NOT NULL,
	"email" varchar(255),
	"phone" varchar(32),
	"api_url" text,
	"api_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_providers" (
	"site_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"customer_code" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_providers_site_id_provider_id_pk" PRIMARY KEY("site_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" varchar(1000),
	"customer_reference" varchar(255),
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "workspace_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "name" varchar(255) NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "reference" varchar(255);--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "customer_reference" varchar(255);--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "status" text NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "is_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "description" varchar(1000);--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "global_comment" varchar(1000);--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "engineer_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "study_manager_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "created_by_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "has_customer_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "should_validate_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "validate_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "distress_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "survey_date" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "surveyed_length" double precision;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "siret" varchar(14);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "address" varchar(255);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "zip_code" varchar(5);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "city" varchar(255);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "phone" varchar(32);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "logo_path" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "address" varchar(255);--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "zip_code" varchar(5);--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "city" varchar(255);--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "phone" varchar(32);--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "commercial_id" uuid;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_analyses" ADD CONSTRAINT "campaign_analyses_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_analyses" ADD CONSTRAINT "campaign_analyses_prestation_id_prestations_id_fk" FOREIGN KEY ("prestation_id") REFERENCES "public"."prestations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_analyses" ADD CONSTRAINT "campaign_analyses_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_analyses" ADD CONSTRAINT "campaign_analyses_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_analyses" ADD CONSTRAINT "campaign_analyses_laboratory_order_id_laboratory_orders_id_fk" FOREIGN KEY ("laboratory_order_id") REFERENCES "public"."laboratory_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_layer_names" ADD CONSTRAINT "campaign_layer_names_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_prestations" ADD CONSTRAINT "campaign_prestations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_prestations" ADD CONSTRAINT "campaign_prestations_prestation_id_prestations_id_fk" FOREIGN KEY ("prestation_id") REFERENCES "public"."prestations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_prestations" ADD CONSTRAINT "campaign_prestations_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_providers" ADD CONSTRAINT "campaign_providers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_providers" ADD CONSTRAINT "campaign_providers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core_interfaces" ADD CONSTRAINT "core_interfaces_core_id_cores_id_fk" FOREIGN KEY ("core_id") REFERENCES "public"."cores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core_interfaces" ADD CONSTRAINT "core_interfaces_upper_layer_id_core_layers_id_fk" FOREIGN KEY ("upper_layer_id") REFERENCES "public"."core_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core_interfaces" ADD CONSTRAINT "core_interfaces_lower_layer_id_core_layers_id_fk" FOREIGN KEY ("lower_layer_id") REFERENCES "public"."core_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core_layers" ADD CONSTRAINT "core_layers_core_id_cores_id_fk" FOREIGN KEY ("core_id") REFERENCES "public"."cores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core_layers" ADD CONSTRAINT "core_layers_material_category_id_material_categories_id_fk" FOREIGN KEY ("material_category_id") REFERENCES "public"."material_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core_pictures" ADD CONSTRAINT "core_pictures_core_id_cores_id_fk" FOREIGN KEY ("core_id") REFERENCES "public"."cores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cores" ADD CONSTRAINT "cores_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cores" ADD CONSTRAINT "cores_display_name_prefix_id_display_name_prefixes_id_fk" FOREIGN KEY ("display_name_prefix_id") REFERENCES "public"."display_name_prefixes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cores" ADD CONSTRAINT "cores_road_id_roads_id_fk" FOREIGN KEY ("road_id") REFERENCES "public"."roads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cores" ADD CONSTRAINT "cores_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cores_group_cores" ADD CONSTRAINT "cores_group_cores_group_id_cores_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."cores_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cores_group_cores" ADD CONSTRAINT "cores_group_cores_core_id_cores_id_fk" FOREIGN KEY ("core_id") REFERENCES "public"."cores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cores_groups" ADD CONSTRAINT "cores_groups_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_name_prefixes" ADD CONSTRAINT "display_name_prefixes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distress_points" ADD CONSTRAINT "distress_points_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distress_points" ADD CONSTRAINT "distress_points_degradation_id_degradations_id_fk" FOREIGN KEY ("degradation_id") REFERENCES "public"."degradations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distress_points" ADD CONSTRAINT "distress_points_road_id_roads_id_fk" FOREIGN KEY ("road_id") REFERENCES "public"."roads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_orders" ADD CONSTRAINT "laboratory_orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_orders" ADD CONSTRAINT "laboratory_orders_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_orders" ADD CONSTRAINT "laboratory_orders_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layer_pollutant_analyses" ADD CONSTRAINT "layer_pollutant_analyses_layer_id_core_layers_id_fk" FOREIGN KEY ("layer_id") REFERENCES "public"."core_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layer_pollutant_analyses" ADD CONSTRAINT "layer_pollutant_analyses_laboratory_order_id_laboratory_orders_id_fk" FOREIGN KEY ("laboratory_order_id") REFERENCES "public"."laboratory_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layer_prestations" ADD CONSTRAINT "layer_prestations_layer_id_core_layers_id_fk" FOREIGN KEY ("layer_id") REFERENCES "public"."core_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layer_prestations" ADD CONSTRAINT "layer_prestations_prestation_id_prestations_id_fk" FOREIGN KEY ("prestation_id") REFERENCES "public"."prestations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layer_prestations" ADD CONSTRAINT "layer_prestations_campaign_analysis_id_campaign_analyses_id_fk" FOREIGN KEY ("campaign_analysis_id") REFERENCES "public"."campaign_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layer_prestations" ADD CONSTRAINT "layer_prestations_sample_id_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."samples"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layer_prestations" ADD CONSTRAINT "layer_prestations_laboratory_order_id_laboratory_orders_id_fk" FOREIGN KEY ("laboratory_order_id") REFERENCES "public"."laboratory_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_categories" ADD CONSTRAINT "material_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roads" ADD CONSTRAINT "roads_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_results" ADD CONSTRAINT "sample_results_sample_id_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_layer_id_core_layers_id_fk" FOREIGN KEY ("layer_id") REFERENCES "public"."core_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_laboratory_order_id_laboratory_orders_id_fk" FOREIGN KEY ("laboratory_order_id") REFERENCES "public"."laboratory_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_members" ADD CONSTRAINT "campaign_members_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_members" ADD CONSTRAINT "campaign_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_technicians" ADD CONSTRAINT "campaign_technicians_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_technicians" ADD CONSTRAINT "campaign_technicians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratories" ADD CONSTRAINT "laboratories_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestations" ADD CONSTRAINT "prestations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_providers" ADD CONSTRAINT "site_providers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_providers" ADD CONSTRAINT "site_providers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_analyses_campaign_idx" ON "campaign_analyses" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_workspace_name_unique" ON "cities" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "core_interfaces_core_idx" ON "core_interfaces" USING btree ("core_id");--> statement-breakpoint
CREATE INDEX "core_layers_core_idx" ON "core_layers" USING btree ("core_id","position");--> statement-breakpoint
CREATE INDEX "core_pictures_core_idx" ON "core_pictures" USING btree ("core_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cores_campaign_number_unique" ON "cores" USING btree ("campaign_id","number");--> statement-breakpoint
CREATE INDEX "cores_groups_campaign_idx" ON "cores_groups" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "display_name_prefixes_unique" ON "display_name_prefixes" USING btree ("campaign_id","name");--> statement-breakpoint
CREATE INDEX "distress_points_campaign_idx" ON "distress_points" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "laboratory_orders_campaign_idx" ON "laboratory_orders" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "layer_pollutant_analyses_unique" ON "layer_pollutant_analyses" USING btree ("layer_id","kind");--> statement-breakpoint
CREATE INDEX "layer_prestations_layer_idx" ON "layer_prestations" USING btree ("layer_id");--> statement-breakpoint
CREATE INDEX "layer_prestations_analysis_idx" ON "layer_prestations" USING btree ("campaign_analysis_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roads_workspace_name_unique" ON "roads" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sample_results_sample_idx" ON "sample_results" USING btree ("sample_id");--> statement-breakpoint
CREATE INDEX "samples_layer_idx" ON "samples" USING btree ("layer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_members_unique" ON "campaign_members" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "campaign_members_user_idx" ON "campaign_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "laboratories_provider_idx" ON "laboratories" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "prestations_provider_idx" ON "prestations" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workspaces_site_idx" ON "workspaces" USING btree ("site_id");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_engineer_id_users_id_fk" FOREIGN KEY ("engineer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_study_manager_id_users_id_fk" FOREIGN KEY ("study_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_commercial_id_users_id_fk" FOREIGN KEY ("commercial_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_workspace_idx" ON "campaigns" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_customer_reference_unique" ON "campaigns" USING btree ("customer_reference") WHERE "campaigns"."customer_reference" is not null;--> statement-breakpoint
CREATE INDEX "sites_agency_idx" ON "sites" USING btree ("agency_id");