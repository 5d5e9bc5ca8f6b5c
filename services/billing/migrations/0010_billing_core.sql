CREATE TABLE "billing"."billing_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"billing_id" uuid,
	"position" integer,
	"kind" text,
	"description" text,
	"account" text,
	"quantity" double precision,
	"unit_amount" bigint,
	"amount" bigint,
	"unit_id" uuid,
	"vendor_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "billing"."billings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"type" text,
	"number" text,
	"title" text,
	"invoice_date" date,
	"due_date" date,
	"unit_id" uuid,
	"bill_to_user_id" uuid,
	"vendor_id" uuid,
	"vendor_user_id" uuid,
	"billing_type_id" uuid,
	"state" text,
	"amount" bigint,
	"fee" bigint,
	"total" bigint,
	"credited" bigint,
	"paid" bigint,
	"balance" bigint,
	"notes" text,
	"source_key" text,
	"credit_note_for" uuid,
	"approver_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"approval_reason" text,
	"submitted_at" timestamp with time zone,
	"finalized_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing"."invoice_sequences" (
	"parent_org_id" uuid NOT NULL,
	"series" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_sequences_parent_org_id_series_pk" PRIMARY KEY("parent_org_id","series")
);
--> statement-breakpoint
CREATE TABLE "billing"."invoice_sources" (
	"parent_org_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"billing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_sources_parent_org_id_source_key_pk" PRIMARY KEY("parent_org_id","source_key")
);
--> statement-breakpoint
CREATE TABLE "billing"."payment_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"billing_id" uuid,
	"kind" text,
	"state" text,
	"method" text,
	"amount" bigint,
	"fee" bigint,
	"total" bigint,
	"refunded" bigint,
	"reference" text,
	"provider_ref" text,
	"attempt_key" text,
	"refund_of" uuid,
	"card_brand" text,
	"card_funding" text,
	"card_last4" text,
	"payer_user_id" uuid,
	"paid_at" timestamp with time zone,
	"failure_reason" text,
	"unit_id" uuid,
	"vendor_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "billing"."financial_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"entry_group_id" text,
	"entry_date" date,
	"account" text,
	"debit" bigint,
	"credit" bigint,
	"source" text,
	"memo" text,
	"billing_id" uuid,
	"payment_id" uuid
);
--> statement-breakpoint
CREATE TABLE "billing"."approval_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" text,
	"applies_to" text,
	"mode" text,
	"threshold_amount" bigint,
	"applies_to_property_id" uuid,
	"approver_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"exempt_vendor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."billing_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"invoice_prefix" text,
	"card_fee_rate_bps" integer,
	"default_due_days" integer,
	"receipt_emails" boolean
);
--> statement-breakpoint
CREATE INDEX "billing_lines_created_at_keyset_idx" ON "billing"."billing_lines" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "billing_lines_org_created_at_keyset_idx" ON "billing"."billing_lines" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "billing_lines_position_keyset_idx" ON "billing"."billing_lines" USING btree (coalesce(("position")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "billing_lines_org_position_keyset_idx" ON "billing"."billing_lines" USING btree ("parent_org_id",coalesce(("position")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "billing_lines_property_id_ref_idx" ON "billing"."billing_lines" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "billing_lines_billing_id_ref_idx" ON "billing"."billing_lines" USING btree ("billing_id");--> statement-breakpoint
CREATE INDEX "billing_lines_unit_id_ref_idx" ON "billing"."billing_lines" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "billing_lines_vendor_user_id_ref_idx" ON "billing"."billing_lines" USING btree ("vendor_user_id");--> statement-breakpoint
CREATE INDEX "billings_created_at_keyset_idx" ON "billing"."billings" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "billings_org_created_at_keyset_idx" ON "billing"."billings" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "billings_number_keyset_idx" ON "billing"."billings" USING btree (coalesce("number", ''),"id");--> statement-breakpoint
CREATE INDEX "billings_org_number_keyset_idx" ON "billing"."billings" USING btree ("parent_org_id",coalesce("number", ''),"id");--> statement-breakpoint
CREATE INDEX "billings_invoice_date_keyset_idx" ON "billing"."billings" USING btree (coalesce("invoice_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "billings_org_invoice_date_keyset_idx" ON "billing"."billings" USING btree ("parent_org_id",coalesce("invoice_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "billings_due_date_keyset_idx" ON "billing"."billings" USING btree (coalesce("due_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "billings_org_due_date_keyset_idx" ON "billing"."billings" USING btree ("parent_org_id",coalesce("due_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "billings_state_keyset_idx" ON "billing"."billings" USING btree (coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "billings_org_state_keyset_idx" ON "billing"."billings" USING btree ("parent_org_id",coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "billings_total_keyset_idx" ON "billing"."billings" USING btree (coalesce(("total")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "billings_org_total_keyset_idx" ON "billing"."billings" USING btree ("parent_org_id",coalesce(("total")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "billings_balance_keyset_idx" ON "billing"."billings" USING btree (coalesce(("balance")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "billings_org_balance_keyset_idx" ON "billing"."billings" USING btree ("parent_org_id",coalesce(("balance")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "billings_paid_at_keyset_idx" ON "billing"."billings" USING btree (coalesce("paid_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "billings_org_paid_at_keyset_idx" ON "billing"."billings" USING btree ("parent_org_id",coalesce("paid_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "billings_property_id_ref_idx" ON "billing"."billings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "billings_unit_id_ref_idx" ON "billing"."billings" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "billings_bill_to_user_id_ref_idx" ON "billing"."billings" USING btree ("bill_to_user_id");--> statement-breakpoint
CREATE INDEX "billings_vendor_id_ref_idx" ON "billing"."billings" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "billings_vendor_user_id_ref_idx" ON "billing"."billings" USING btree ("vendor_user_id");--> statement-breakpoint
CREATE INDEX "billings_billing_type_id_ref_idx" ON "billing"."billings" USING btree ("billing_type_id");--> statement-breakpoint
CREATE INDEX "billings_credit_note_for_ref_idx" ON "billing"."billings" USING btree ("credit_note_for");--> statement-breakpoint
CREATE INDEX "billings_number_trgm_idx" ON "billing"."billings" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billings_title_trgm_idx" ON "billing"."billings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_created_at_keyset_idx" ON "billing"."payments" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "payments_org_created_at_keyset_idx" ON "billing"."payments" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "payments_paid_at_keyset_idx" ON "billing"."payments" USING btree (coalesce("paid_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "payments_org_paid_at_keyset_idx" ON "billing"."payments" USING btree ("parent_org_id",coalesce("paid_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "payments_property_id_ref_idx" ON "billing"."payments" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "payments_billing_id_ref_idx" ON "billing"."payments" USING btree ("billing_id");--> statement-breakpoint
CREATE INDEX "payments_refund_of_ref_idx" ON "billing"."payments" USING btree ("refund_of");--> statement-breakpoint
CREATE INDEX "payments_payer_user_id_ref_idx" ON "billing"."payments" USING btree ("payer_user_id");--> statement-breakpoint
CREATE INDEX "payments_unit_id_ref_idx" ON "billing"."payments" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "payments_vendor_user_id_ref_idx" ON "billing"."payments" USING btree ("vendor_user_id");--> statement-breakpoint
CREATE INDEX "payments_reference_trgm_idx" ON "billing"."payments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_provider_ref_trgm_idx" ON "billing"."payments" USING gin ("provider_ref" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "financial_entries_created_at_keyset_idx" ON "billing"."financial_entries" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "financial_entries_org_created_at_keyset_idx" ON "billing"."financial_entries" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "financial_entries_entry_date_keyset_idx" ON "billing"."financial_entries" USING btree (coalesce("entry_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "financial_entries_org_entry_date_keyset_idx" ON "billing"."financial_entries" USING btree ("parent_org_id",coalesce("entry_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "financial_entries_property_id_ref_idx" ON "billing"."financial_entries" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "financial_entries_billing_id_ref_idx" ON "billing"."financial_entries" USING btree ("billing_id");--> statement-breakpoint
CREATE INDEX "financial_entries_payment_id_ref_idx" ON "billing"."financial_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "financial_entries_memo_trgm_idx" ON "billing"."financial_entries" USING gin ("memo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "approval_rules_created_at_keyset_idx" ON "billing"."approval_rules" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "approval_rules_org_created_at_keyset_idx" ON "billing"."approval_rules" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "approval_rules_name_keyset_idx" ON "billing"."approval_rules" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "approval_rules_org_name_keyset_idx" ON "billing"."approval_rules" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "approval_rules_applies_to_property_id_ref_idx" ON "billing"."approval_rules" USING btree ("applies_to_property_id");--> statement-breakpoint
CREATE INDEX "approval_rules_name_trgm_idx" ON "billing"."approval_rules" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_settings_created_at_keyset_idx" ON "billing"."billing_settings" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "billing_settings_org_created_at_keyset_idx" ON "billing"."billing_settings" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "billing_settings_invoice_prefix_keyset_idx" ON "billing"."billing_settings" USING btree (coalesce("invoice_prefix", ''),"id");--> statement-breakpoint
CREATE INDEX "billing_settings_org_invoice_prefix_keyset_idx" ON "billing"."billing_settings" USING btree ("parent_org_id",coalesce("invoice_prefix", ''),"id");