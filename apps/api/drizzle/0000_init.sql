CREATE TABLE "search_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" text,
	"trip_type" char(1) NOT NULL,
	"origin" char(3) NOT NULL,
	"destination" char(3) NOT NULL,
	"departure_date" date NOT NULL,
	"return_date" date,
	"cabin" text NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"infants" integer NOT NULL,
	"currency_code" char(3) NOT NULL,
	"criteria" jsonb NOT NULL,
	"result_count" integer,
	"selected_offer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_requests_agent_idx" ON "search_requests" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "search_requests_route_idx" ON "search_requests" USING btree ("origin","destination");