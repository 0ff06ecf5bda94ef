CREATE TABLE "web_vital_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_type" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"locale" text NOT NULL,
	"device_class" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vital_samples_report_idx" ON "web_vital_samples" USING btree ("created_at","page_type","metric");