CREATE TABLE "bag_additions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"original_booking_id" uuid NOT NULL,
	"cart_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"bags" jsonb NOT NULL,
	"onward_quantity" integer NOT NULL,
	"return_quantity" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bag_additions_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "bag_additions_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "bag_additions_sequence_unique" UNIQUE("original_booking_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "bag_additions" ADD CONSTRAINT "bag_additions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_additions" ADD CONSTRAINT "bag_additions_original_booking_id_bookings_id_fk" FOREIGN KEY ("original_booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;