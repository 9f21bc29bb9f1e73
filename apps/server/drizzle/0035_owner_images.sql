CREATE TABLE "owner_images" (
	"name" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "owner_images" ADD CONSTRAINT "owner_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_images_user_idx" ON "owner_images" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "owner_images_created_idx" ON "owner_images" USING btree ("created_at");