CREATE TABLE "hotel_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"supplier" text NOT NULL,
	"offer_id" text NOT NULL,
	"confirmation_number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"order" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hotel_orders_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
ALTER TABLE "hotel_orders" ADD CONSTRAINT "hotel_orders_session_id_booking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."booking_sessions"("id") ON DELETE no action ON UPDATE no action;