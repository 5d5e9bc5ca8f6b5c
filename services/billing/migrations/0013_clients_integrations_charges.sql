CREATE TABLE "billing"."clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"client_code" text,
	"legal_name" text,
	"name" text,
	"email" text,
	"official_address" text,
	"billing_address" text,
	"city" text,
	"state" text,
	"zip" text,
	"country" text,
	"phone" text,
	"fax" text,
	"last_modified" timestamp with time zone,
	"unit_id" uuid
);
--> statement-breakpoint
CREATE TABLE "billing"."contact_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"contact_id" uuid,
	"client_id" uuid,
	"transaction_date" date,
	"kind" text,
	"amount" bigint,
	"reference" text,
	"transaction_status" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "billing"."contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"client_id" uuid,
	"name" text,
	"job_title" text,
	"email" text,
	"phone" text,
	"primary" boolean,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "billing"."accounting_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"record_type" text,
	"local_id" text,
	"display_name" text,
	"remote_id" text,
	"sync_token" text,
	"local_version" integer,
	"generation" integer,
	"sync_state" text,
	"attempts" integer,
	"last_error" text,
	"updated_at_sync" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing"."integration_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"insight_tag" text,
	"insight_account_id" text,
	"insight_public_key" text,
	"quickbooks_client_key" text,
	"quickbooks_client_secret" text,
	"quickbooks_company" text,
	"quickbooks_realm_id" text,
	"quickbooks_connected_at" timestamp with time zone,
	"quickbooks_last_pull_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing"."quickbooks_connections" (
	"parent_org_id" uuid PRIMARY KEY NOT NULL,
	"realm_id" text NOT NULL,
	"company_name" text,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone,
	"connected_by" uuid NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."quickbooks_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing"."recurring_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"unit_id" uuid,
	"billing_type_id" uuid,
	"description" text,
	"amount" bigint,
	"day_of_month" integer,
	"start_date" date,
	"end_date" date,
	"last_period" text
);
--> statement-breakpoint
CREATE INDEX "clients_created_at_keyset_idx" ON "billing"."clients" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "clients_org_created_at_keyset_idx" ON "billing"."clients" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "clients_client_code_keyset_idx" ON "billing"."clients" USING btree (coalesce("client_code", ''),"id");--> statement-breakpoint
CREATE INDEX "clients_org_client_code_keyset_idx" ON "billing"."clients" USING btree ("parent_org_id",coalesce("client_code", ''),"id");--> statement-breakpoint
CREATE INDEX "clients_legal_name_keyset_idx" ON "billing"."clients" USING btree (coalesce("legal_name", ''),"id");--> statement-breakpoint
CREATE INDEX "clients_org_legal_name_keyset_idx" ON "billing"."clients" USING btree ("parent_org_id",coalesce("legal_name", ''),"id");--> statement-breakpoint
CREATE INDEX "clients_name_keyset_idx" ON "billing"."clients" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "clients_org_name_keyset_idx" ON "billing"."clients" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "clients_city_keyset_idx" ON "billing"."clients" USING btree (coalesce("city", ''),"id");--> statement-breakpoint
CREATE INDEX "clients_org_city_keyset_idx" ON "billing"."clients" USING btree ("parent_org_id",coalesce("city", ''),"id");--> statement-breakpoint
CREATE INDEX "clients_last_modified_keyset_idx" ON "billing"."clients" USING btree (coalesce("last_modified", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "clients_org_last_modified_keyset_idx" ON "billing"."clients" USING btree ("parent_org_id",coalesce("last_modified", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "clients_unit_id_ref_idx" ON "billing"."clients" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_client_code_unique" ON "billing"."clients" USING btree ("parent_org_id",lower("client_code"));--> statement-breakpoint
CREATE INDEX "clients_client_code_trgm_idx" ON "billing"."clients" USING gin ("client_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_legal_name_trgm_idx" ON "billing"."clients" USING gin ("legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "billing"."clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_trgm_idx" ON "billing"."clients" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_official_address_trgm_idx" ON "billing"."clients" USING gin ("official_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_transactions_created_at_keyset_idx" ON "billing"."contact_transactions" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "contact_transactions_org_created_at_keyset_idx" ON "billing"."contact_transactions" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "contact_transactions_transaction_date_keyset_idx" ON "billing"."contact_transactions" USING btree (coalesce("transaction_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "contact_transactions_org_transaction_date_keyset_idx" ON "billing"."contact_transactions" USING btree ("parent_org_id",coalesce("transaction_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "contact_transactions_amount_keyset_idx" ON "billing"."contact_transactions" USING btree (coalesce(("amount")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "contact_transactions_org_amount_keyset_idx" ON "billing"."contact_transactions" USING btree ("parent_org_id",coalesce(("amount")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "contact_transactions_contact_id_ref_idx" ON "billing"."contact_transactions" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contact_transactions_client_id_ref_idx" ON "billing"."contact_transactions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "contact_transactions_reference_trgm_idx" ON "billing"."contact_transactions" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_transactions_description_trgm_idx" ON "billing"."contact_transactions" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_created_at_keyset_idx" ON "billing"."contacts" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "contacts_org_created_at_keyset_idx" ON "billing"."contacts" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "contacts_name_keyset_idx" ON "billing"."contacts" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "contacts_org_name_keyset_idx" ON "billing"."contacts" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "contacts_client_id_ref_idx" ON "billing"."contacts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "billing"."contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_idx" ON "billing"."contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounting_syncs_created_at_keyset_idx" ON "billing"."accounting_syncs" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "accounting_syncs_org_created_at_keyset_idx" ON "billing"."accounting_syncs" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "accounting_syncs_updated_at_sync_keyset_idx" ON "billing"."accounting_syncs" USING btree (coalesce("updated_at_sync", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "accounting_syncs_org_updated_at_sync_keyset_idx" ON "billing"."accounting_syncs" USING btree ("parent_org_id",coalesce("updated_at_sync", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "accounting_syncs_display_name_trgm_idx" ON "billing"."accounting_syncs" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "integration_settings_created_at_keyset_idx" ON "billing"."integration_settings" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "integration_settings_org_created_at_keyset_idx" ON "billing"."integration_settings" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "integration_settings_insight_tag_trgm_idx" ON "billing"."integration_settings" USING gin ("insight_tag" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recurring_charges_created_at_keyset_idx" ON "billing"."recurring_charges" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "recurring_charges_org_created_at_keyset_idx" ON "billing"."recurring_charges" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "recurring_charges_description_keyset_idx" ON "billing"."recurring_charges" USING btree (coalesce("description", ''),"id");--> statement-breakpoint
CREATE INDEX "recurring_charges_org_description_keyset_idx" ON "billing"."recurring_charges" USING btree ("parent_org_id",coalesce("description", ''),"id");--> statement-breakpoint
CREATE INDEX "recurring_charges_amount_keyset_idx" ON "billing"."recurring_charges" USING btree (coalesce(("amount")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "recurring_charges_org_amount_keyset_idx" ON "billing"."recurring_charges" USING btree ("parent_org_id",coalesce(("amount")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "recurring_charges_property_id_ref_idx" ON "billing"."recurring_charges" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "recurring_charges_unit_id_ref_idx" ON "billing"."recurring_charges" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "recurring_charges_billing_type_id_ref_idx" ON "billing"."recurring_charges" USING btree ("billing_type_id");--> statement-breakpoint
CREATE INDEX "recurring_charges_description_trgm_idx" ON "billing"."recurring_charges" USING gin ("description" gin_trgm_ops);