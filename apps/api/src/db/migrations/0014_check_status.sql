CREATE TABLE "app_check_status" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"verified_at" timestamp with time zone,
	"demo_checked_at" timestamp with time zone,
	"demo_failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_check_status" ADD CONSTRAINT "app_check_status_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;