ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_from" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "replaced_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "event_at" timestamp with time zone;