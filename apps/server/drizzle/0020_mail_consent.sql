-- E-mail only to people who asked for it: extra lead recipients confirm by a link before they get leads, and a
-- respondent confirmation goes to an address at most once a day per form.
CREATE TABLE "notification_recipients" (
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "notification_recipients_user_id_email_pk" PRIMARY KEY("user_id","email")
);
--> statement-breakpoint
CREATE TABLE "respondent_mail_log" (
	"form_id" integer NOT NULL,
	"address_hash" text NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "respondent_mail_log_form_id_address_hash_day_pk" PRIMARY KEY("form_id","address_hash","day")
);
--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_mail_log" ADD CONSTRAINT "respondent_mail_log_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_recipients_token_idx" ON "notification_recipients" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "respondent_mail_log_day_idx" ON "respondent_mail_log" USING btree ("day");
