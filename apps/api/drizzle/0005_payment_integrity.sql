ALTER TABLE "booking_sessions" ADD COLUMN "locked_cart_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "status" = 'ordered' WHERE "status" = 'confirmed';--> statement-breakpoint
UPDATE "bookings" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "booking_sessions" SET "card" = "card" - 'token' WHERE "card" ? 'token';
