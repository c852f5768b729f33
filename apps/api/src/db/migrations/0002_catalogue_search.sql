CREATE TABLE "catalogue_search" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"name_key" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"document" "tsvector" NOT NULL,
	"name_document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_search" ADD CONSTRAINT "catalogue_search_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_search_document_idx" ON "catalogue_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "catalogue_search_name_document_idx" ON "catalogue_search" USING gin ("name_document");--> statement-breakpoint
CREATE INDEX "catalogue_search_name_idx" ON "catalogue_search" USING btree ("name_key","app_id");--> statement-breakpoint
CREATE INDEX "catalogue_search_updated_idx" ON "catalogue_search" USING btree ("updated_at","app_id");--> statement-breakpoint
CREATE INDEX "catalogue_words_trgm_idx" ON "catalogue_words" USING gist ("word" gist_trgm_ops);