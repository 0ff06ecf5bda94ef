CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agent_id" text NOT NULL,
	"performance" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"method" text NOT NULL,
	"policy_version" text NOT NULL,
	"privacy_signal" boolean NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_records_agent_idx" ON "consent_records" USING btree ("agent_id","recorded_at");