CREATE TABLE "company_contacts" (
	"country_code" varchar(2) PRIMARY KEY NOT NULL,
	"contact_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_contacts_country_code_check" CHECK ("company_contacts"."country_code" ~ '^([A-Z]{2})?$'),
	CONSTRAINT "company_contacts_contact_number_check" CHECK ("company_contacts"."contact_number" ~ '^\+[1-9][0-9]{6,14}$')
);
