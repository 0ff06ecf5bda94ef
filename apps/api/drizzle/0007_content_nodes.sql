CREATE TABLE "content_nodes" (
	"uuid" varchar(36) NOT NULL,
	"langcode" varchar(2) NOT NULL,
	"nid" integer NOT NULL,
	"bundle" text NOT NULL,
	"alias" text NOT NULL,
	"title" text NOT NULL,
	"body_value" text NOT NULL,
	"body_processed" text NOT NULL,
	"summary" text,
	"search_text" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"changed" timestamp with time zone NOT NULL,
	CONSTRAINT "content_nodes_uuid_langcode_pk" PRIMARY KEY("uuid","langcode")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_nodes_alias_idx" ON "content_nodes" USING btree ("langcode","alias");--> statement-breakpoint
CREATE INDEX "content_nodes_bundle_idx" ON "content_nodes" USING btree ("bundle","langcode");