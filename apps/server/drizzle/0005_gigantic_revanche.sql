CREATE TABLE "domain_claims" (
	"domain" text NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"holder" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_claims_domain_user_id_pk" PRIMARY KEY("domain","user_id")
);
--> statement-breakpoint
ALTER TABLE "domain_claims" ADD CONSTRAINT "domain_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_claims_one_holder" ON "domain_claims" USING btree ("domain") WHERE holder;--> statement-breakpoint
CREATE INDEX "domain_claims_user_idx" ON "domain_claims" USING btree ("user_id");--> statement-breakpoint
-- Domains already in use (by a form or a kept alias) belong to the account whose form used them first.
INSERT INTO "domain_claims" ("domain", "user_id", "token", "holder")
SELECT DISTINCT ON (u."d") u."d", u."user_id", replace(gen_random_uuid()::text, '-', ''), true
FROM (
  SELECT rtrim(lower(btrim("domain")), '.') AS "d", "user_id", "created_at", "id" FROM "forms"
  UNION ALL
  SELECT rtrim(lower(btrim(a."domain")), '.'), a."user_id", f."created_at", f."id"
  FROM "form_aliases" a JOIN "forms" f ON f."id" = a."form_id"
) u
WHERE u."d" <> ''
ORDER BY u."d", u."created_at", u."id";
