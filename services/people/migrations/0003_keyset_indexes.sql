DROP INDEX "people"."parent_orgs_created_idx";--> statement-breakpoint
DROP INDEX "people"."parent_orgs_name_idx";--> statement-breakpoint
DROP INDEX "people"."parking_stalls_created_idx";--> statement-breakpoint
DROP INDEX "people"."parking_stalls_stall_number_idx";--> statement-breakpoint
DROP INDEX "people"."pets_created_idx";--> statement-breakpoint
DROP INDEX "people"."pets_name_idx";--> statement-breakpoint
DROP INDEX "people"."pets_last_vaccination_date_idx";--> statement-breakpoint
DROP INDEX "people"."properties_created_idx";--> statement-breakpoint
DROP INDEX "people"."properties_name_idx";--> statement-breakpoint
DROP INDEX "people"."properties_property_code_idx";--> statement-breakpoint
DROP INDEX "people"."properties_buildings_idx";--> statement-breakpoint
DROP INDEX "people"."unit_users_created_idx";--> statement-breakpoint
DROP INDEX "people"."unit_users_name_idx";--> statement-breakpoint
DROP INDEX "people"."unit_users_move_in_date_idx";--> statement-breakpoint
DROP INDEX "people"."unit_users_move_out_date_idx";--> statement-breakpoint
DROP INDEX "people"."units_created_idx";--> statement-breakpoint
DROP INDEX "people"."units_unit_number_idx";--> statement-breakpoint
DROP INDEX "people"."units_building_idx";--> statement-breakpoint
DROP INDEX "people"."units_floor_idx";--> statement-breakpoint
DROP INDEX "people"."units_bedrooms_idx";--> statement-breakpoint
DROP INDEX "people"."units_square_feet_idx";--> statement-breakpoint
DROP INDEX "people"."vehicles_created_idx";--> statement-breakpoint
DROP INDEX "people"."vehicles_license_plate_idx";--> statement-breakpoint
CREATE INDEX "parent_orgs_created_at_keyset_idx" ON "people"."parent_orgs" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "parent_orgs_name_keyset_idx" ON "people"."parent_orgs" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "parking_stalls_created_at_keyset_idx" ON "people"."parking_stalls" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "parking_stalls_org_created_at_keyset_idx" ON "people"."parking_stalls" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "parking_stalls_stall_number_keyset_idx" ON "people"."parking_stalls" USING btree (coalesce("stall_number", ''),"id");--> statement-breakpoint
CREATE INDEX "parking_stalls_org_stall_number_keyset_idx" ON "people"."parking_stalls" USING btree ("parent_org_id",coalesce("stall_number", ''),"id");--> statement-breakpoint
CREATE INDEX "pets_created_at_keyset_idx" ON "people"."pets" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "pets_org_created_at_keyset_idx" ON "people"."pets" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "pets_name_keyset_idx" ON "people"."pets" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "pets_org_name_keyset_idx" ON "people"."pets" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "pets_last_vaccination_date_keyset_idx" ON "people"."pets" USING btree (coalesce("last_vaccination_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "pets_org_last_vaccination_date_keyset_idx" ON "people"."pets" USING btree ("parent_org_id",coalesce("last_vaccination_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "properties_created_at_keyset_idx" ON "people"."properties" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "properties_org_created_at_keyset_idx" ON "people"."properties" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "properties_name_keyset_idx" ON "people"."properties" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "properties_org_name_keyset_idx" ON "people"."properties" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "properties_property_code_keyset_idx" ON "people"."properties" USING btree (coalesce("property_code", ''),"id");--> statement-breakpoint
CREATE INDEX "properties_org_property_code_keyset_idx" ON "people"."properties" USING btree ("parent_org_id",coalesce("property_code", ''),"id");--> statement-breakpoint
CREATE INDEX "properties_buildings_keyset_idx" ON "people"."properties" USING btree (coalesce(("buildings")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "properties_org_buildings_keyset_idx" ON "people"."properties" USING btree ("parent_org_id",coalesce(("buildings")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "unit_users_created_at_keyset_idx" ON "people"."unit_users" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "unit_users_org_created_at_keyset_idx" ON "people"."unit_users" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "unit_users_name_keyset_idx" ON "people"."unit_users" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "unit_users_org_name_keyset_idx" ON "people"."unit_users" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "unit_users_move_in_date_keyset_idx" ON "people"."unit_users" USING btree (coalesce("move_in_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "unit_users_org_move_in_date_keyset_idx" ON "people"."unit_users" USING btree ("parent_org_id",coalesce("move_in_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "unit_users_move_out_date_keyset_idx" ON "people"."unit_users" USING btree (coalesce("move_out_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "unit_users_org_move_out_date_keyset_idx" ON "people"."unit_users" USING btree ("parent_org_id",coalesce("move_out_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "units_created_at_keyset_idx" ON "people"."units" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "units_org_created_at_keyset_idx" ON "people"."units" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "units_unit_number_keyset_idx" ON "people"."units" USING btree (coalesce("unit_number", ''),"id");--> statement-breakpoint
CREATE INDEX "units_org_unit_number_keyset_idx" ON "people"."units" USING btree ("parent_org_id",coalesce("unit_number", ''),"id");--> statement-breakpoint
CREATE INDEX "units_building_keyset_idx" ON "people"."units" USING btree (coalesce("building", ''),"id");--> statement-breakpoint
CREATE INDEX "units_org_building_keyset_idx" ON "people"."units" USING btree ("parent_org_id",coalesce("building", ''),"id");--> statement-breakpoint
CREATE INDEX "units_floor_keyset_idx" ON "people"."units" USING btree (coalesce(("floor")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "units_org_floor_keyset_idx" ON "people"."units" USING btree ("parent_org_id",coalesce(("floor")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "units_bedrooms_keyset_idx" ON "people"."units" USING btree (coalesce(("bedrooms")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "units_org_bedrooms_keyset_idx" ON "people"."units" USING btree ("parent_org_id",coalesce(("bedrooms")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "units_square_feet_keyset_idx" ON "people"."units" USING btree (coalesce(("square_feet")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "units_org_square_feet_keyset_idx" ON "people"."units" USING btree ("parent_org_id",coalesce(("square_feet")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "vehicles_created_at_keyset_idx" ON "people"."vehicles" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "vehicles_org_created_at_keyset_idx" ON "people"."vehicles" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "vehicles_license_plate_keyset_idx" ON "people"."vehicles" USING btree (coalesce("license_plate", ''),"id");--> statement-breakpoint
CREATE INDEX "vehicles_org_license_plate_keyset_idx" ON "people"."vehicles" USING btree ("parent_org_id",coalesce("license_plate", ''),"id");