CREATE TABLE "airlines" (
	"iata_code" varchar(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"iata_code" varchar(3) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_code" varchar(3) NOT NULL,
	"city_name" text NOT NULL,
	"city_name_es" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"country_name" text NOT NULL,
	"country_name_es" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"size" integer NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency_code" varchar(3) NOT NULL,
	"rate_date" text NOT NULL,
	"amount" integer NOT NULL,
	"scale" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_code_rate_date_pk" PRIMARY KEY("currency_code","rate_date")
);
--> statement-breakpoint
CREATE INDEX "airports_city_idx" ON "airports" USING btree ("city_code");