ALTER TABLE "booking_sessions" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD COLUMN "hold_extended_at" timestamp with time zone;