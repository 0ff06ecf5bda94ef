CREATE TABLE "cancellation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text NOT NULL,
	"quote" jsonb NOT NULL,
	"timeline" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cancellation_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_requests_open_idx" ON "cancellation_requests" USING btree ("booking_id") WHERE status in ('received', 'in_review');--> statement-breakpoint
CREATE INDEX "cancellation_requests_booking_idx" ON "cancellation_requests" USING btree ("booking_id");