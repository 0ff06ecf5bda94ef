CREATE TABLE "visitors" (
	"agent_id" text PRIMARY KEY NOT NULL,
	"country_code" varchar(2),
	"sessions_started" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
