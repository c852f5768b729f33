CREATE TABLE "app_daily_stats" (
	"app_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"demo_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_daily_stats_app_id_day_pk" PRIMARY KEY("app_id","day")
);
--> statement-breakpoint
ALTER TABLE "app_daily_stats" ADD CONSTRAINT "app_daily_stats_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;