CREATE TABLE "booking_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" text NOT NULL,
	"flight_offer_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"display_currency" char(3) NOT NULL,
	"offer" jsonb NOT NULL,
	"offer_usd" bigint NOT NULL,
	"offer_display" bigint NOT NULL,
	"bag_options" jsonb NOT NULL,
	"fare_rules" jsonb,
	"dictionaries" jsonb,
	"bags" jsonb,
	"bags_usd" bigint DEFAULT 0 NOT NULL,
	"bags_display" bigint DEFAULT 0 NOT NULL,
	"fees_display" bigint DEFAULT 0 NOT NULL,
	"additional_services_id" uuid,
	"customer" jsonb,
	"passengers" jsonb,
	"billing" jsonb,
	"card" jsonb,
	"transaction_id" uuid,
	"attribution" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" char(6) NOT NULL,
	"cart_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"flight_order_id" text,
	"total_usd" bigint NOT NULL,
	"total_display" bigint NOT NULL,
	"display_currency" char(3) NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "flight_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"supplier" text NOT NULL,
	"reference" char(6) NOT NULL,
	"order" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flight_orders_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "flight_orders_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"recipient" text NOT NULL,
	"locale" text NOT NULL,
	"message" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "payment_tokens" (
	"token_key" char(64) PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last_four" char(4) NOT NULL,
	"expiry" text NOT NULL,
	"card_name" text NOT NULL,
	"decline" boolean DEFAULT false NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"transaction_id" uuid,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"display_amount" bigint NOT NULL,
	"display_currency" char(3) NOT NULL,
	"breakdown" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_orders" (
	"order_key" text PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"token_key" char(64),
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_booking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."booking_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_flight_order_id_flight_orders_id_fk" FOREIGN KEY ("flight_order_id") REFERENCES "public"."flight_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD CONSTRAINT "flight_orders_session_id_booking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."booking_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_session_id_booking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."booking_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_orders" ADD CONSTRAINT "sandbox_orders_token_key_payment_tokens_token_key_fk" FOREIGN KEY ("token_key") REFERENCES "public"."payment_tokens"("token_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_sessions_agent_idx" ON "booking_sessions" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_sessions_open_offer_idx" ON "booking_sessions" USING btree ("agent_id","flight_offer_id") WHERE "booking_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "bookings_session_idx" ON "bookings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "payments_session_idx" ON "payments" USING btree ("session_id");