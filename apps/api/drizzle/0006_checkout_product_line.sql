ALTER TABLE "booking_sessions" RENAME COLUMN "flight_offer_id" TO "offer_id";--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD COLUMN "product_type" text DEFAULT 'flight' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_sessions" ALTER COLUMN "product_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD COLUMN "line" jsonb;--> statement-breakpoint
UPDATE "booking_sessions" SET "line" = jsonb_build_object(
	'snapshot', jsonb_build_object(
		'offer', "offer",
		'bagOptions', "bag_options",
		'fareRules', "fare_rules",
		'dictionaries', "dictionaries",
		'bags', coalesce("bags", '[]'::jsonb),
		'additionalServicesId', "additional_services_id"
	),
	'base', jsonb_build_object('usd', "offer_usd", 'display', "offer_display"),
	'extras', jsonb_build_object('usd', "bags_usd", 'display', "bags_display")
);--> statement-breakpoint
ALTER TABLE "booking_sessions" ALTER COLUMN "line" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_sessions" DROP COLUMN "offer";--> statement-breakpoint
ALTER TABLE "booking_sessions" DROP COLUMN "offer_usd";--> statement-breakpoint
ALTER TABLE "booking_sessions" DROP COLUMN "offer_display";--> statement-breakpoint
ALTER TABLE "booking_sessions" DROP COLUMN "bag_options";--> statement-breakpoint
ALTER TABLE "booking_sessions" DROP COLUMN "fare_rules";--> statement-breakpoint
ALTER TABLE "booking_sessions" DROP COLUMN "dictionaries";--> statement-breakpoint
ALTER TABLE "booking_sessions" DROP COLUMN "bags";--> statement-breakpoint
ALTER TABLE "booking_sessions" DROP COLUMN "bags_usd";--> statement-breakpoint
ALTER TABLE "booking_sessions" DROP COLUMN "bags_display";--> statement-breakpoint
ALTER TABLE "booking_sessions" DROP COLUMN "additional_services_id";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "supplier_order_id" text;--> statement-breakpoint
UPDATE "bookings" SET "supplier_order_id" = "flight_order_id";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_flight_order_id_flight_orders_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "flight_order_id";
